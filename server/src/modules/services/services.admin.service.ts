/**
 * Admin catalogue changes (docs/decisions/0020): create, edit, deactivate or delete services. Every
 * change drops the in-process catalogue cache (and with it the kept catalogue answers), is kept in
 * the audit trail, and never touches bookings: a booking keeps the hourly rate and total it was
 * priced at (Booking.hourlyRateCents, totalCents). A service that has bookings is deactivated
 * rather than deleted, so its bookings keep pointing at it.
 */
import { db } from '../../db.js';
import type { z } from 'zod';
import type { Context } from '../../context.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { Prisma, Service } from '../../generated/prisma/client.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import { recordAudit } from '../../lib/audit.js';
import { invalidateCatalogue, parseServiceId } from './services.service.js';
import { memberNotAboveRegular, priceMessage, type serviceAdminListInput, type serviceCreateInput, type serviceUpdateInput } from './services.admin.inputs.js';

/** A service as the admin grid shows it: with its booking count. */
export type AdminService = Service & { _count: { bookings: number } };

/**
 * Admin: every service (inactive ones too unless `active` is given), by id; `search` over name and
 * description; `category`; `input` parsed at the GraphQL boundary (services.admin.graphql.ts).
 * @returns `{ items, page, limit, total }`
 */
export async function listAdminServices(input: Parsed<typeof serviceAdminListInput>): Promise<{ items: AdminService[]; page: number; limit: number; total: number }> {
  const where: Prisma.ServiceWhereInput = {
    ...(input.active == null ? {} : { active: input.active }),
    ...(input.category ? { category: input.category } : {}),
    ...(input.search
      ? { OR: [{ name: { contains: input.search, mode: 'insensitive' } }, { description: { contains: input.search, mode: 'insensitive' } }] }
      : {}),
  };
  const [items, total] = await Promise.all([
    db.service.findMany({ where, include: { _count: { select: { bookings: true } } }, orderBy: { id: 'asc' }, skip: (input.page - 1) * input.limit, take: input.limit }),
    db.service.count({ where }),
  ]);
  return { items, page: input.page, limit: input.limit, total };
}

const AUDITED: (keyof Service)[] = ['name', 'category', 'memberPriceCents', 'regularPriceCents', 'description', 'features', 'popular', 'premium', 'emergency', 'icon', 'subtitle', 'active'];
const pick = (s: Service, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, s[k as keyof Service]]));

/** Admin: adds a service (POST /api/services); `input` parsed at the GraphQL boundary. */
export async function createService(ctx: Context, input: z.output<typeof serviceCreateInput>): Promise<Service> {
  const admin = actor(ctx);
  const created = await db.$transaction(async (tx) => {
    const service = await tx.service.create({ data: input });
    await recordAudit(tx, { actorId: admin.id, action: 'service.create', entityType: 'service', entityId: String(service.id), after: pick(service, AUDITED) });
    return service;
  });
  invalidateCatalogue();
  return created;
}

/**
 * Admin: changes a service (PUT /api/services/{id}); only the given fields. Bookings already made
 * keep their prices; `input` parsed at the GraphQL boundary.
 * @throws ValidationError (the member price above the regular one, counting the stored prices),
 *   NotFoundError
 */
export async function updateService(ctx: Context, id: string | number, input: z.output<typeof serviceUpdateInput>): Promise<Service> {
  const admin = actor(ctx);
  const serviceId = parseServiceId(id);
  const updated = await db.$transaction(async (tx) => {
    const before = await tx.service.findUnique({ where: { id: serviceId } });
    if (!before) throw new NotFoundError('We could not find that service.');
    const merged = { memberPriceCents: before.memberPriceCents, regularPriceCents: before.regularPriceCents, ...input };
    // The price rule holds across the stored and the new values.
    if (!memberNotAboveRegular(merged)) throw new ValidationError(priceMessage.message, [{ field: 'memberPriceCents', message: priceMessage.message }]);
    const after = await tx.service.update({ where: { id: serviceId }, data: input });
    const changed = Object.keys(input);
    await recordAudit(tx, { actorId: admin.id, action: 'service.update', entityType: 'service', entityId: String(serviceId), before: pick(before, changed), after: pick(after, changed) });
    return after;
  });
  invalidateCatalogue();
  return updated;
}

/**
 * Admin: removes a service (DELETE /api/services/{id}). One with bookings is deactivated instead
 * (hidden from the catalogue and new bookings; its bookings unchanged).
 * @returns what happened: `deleted` or `deactivated`, and the service as it was or now is
 * @throws NotFoundError
 */
export async function removeService(ctx: Context, id: string | number): Promise<{ outcome: 'deleted' | 'deactivated'; service: Service }> {
  const admin = actor(ctx);
  const serviceId = parseServiceId(id);
  const result = await db.$transaction(async (tx) => {
    const service = await tx.service.findUnique({ where: { id: serviceId }, include: { _count: { select: { bookings: true, reviews: true } } } });
    if (!service) throw new NotFoundError('We could not find that service.');
    if (service._count.bookings > 0 || service._count.reviews > 0) {
      const after = await tx.service.update({ where: { id: serviceId }, data: { active: false } });
      await recordAudit(tx, { actorId: admin.id, action: 'service.deactivate', entityType: 'service', entityId: String(serviceId), before: { active: service.active }, after: { active: false } });
      return { outcome: 'deactivated' as const, service: after };
    }
    await tx.service.delete({ where: { id: serviceId } });
    await recordAudit(tx, { actorId: admin.id, action: 'service.delete', entityType: 'service', entityId: String(serviceId), before: pick(service, AUDITED) });
    return { outcome: 'deleted' as const, service };
  });
  invalidateCatalogue();
  return result;
}
