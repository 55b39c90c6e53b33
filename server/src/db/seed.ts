/** Seeds the demo data (prisma/seed) into an empty database. */
import type { PrismaClient } from '../generated/prisma/client.js';

/**
 * Seeds when the database has no services and no users. The demo data's module (users, bookings,
 * reviews...) is loaded only then: a start on a seeded database, and every test file cloned from
 * the seeded template, never evaluates it. @returns true when it seeded.
 */
export async function seedIfEmpty(prisma: PrismaClient): Promise<boolean> {
  const [services, users] = await Promise.all([prisma.service.count(), prisma.user.count()]);
  if (services > 0 || users > 0) return false;
  const { seedDemoData } = await import('../../../prisma/seed/demo.js');
  await seedDemoData(prisma);
  return true;
}
