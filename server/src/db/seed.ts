/** Seeds the demo data (prisma/seed) into an empty database. */
import type { PrismaClient } from '../generated/prisma/client.js';
import { seedDemoData } from '../../../prisma/seed/demo.js';

/** Seeds when the database has no services and no users. @returns true when it seeded. */
export async function seedIfEmpty(prisma: PrismaClient): Promise<boolean> {
  const [services, users] = await Promise.all([prisma.service.count(), prisma.user.count()]);
  if (services > 0 || users > 0) return false;
  await seedDemoData(prisma);
  return true;
}
