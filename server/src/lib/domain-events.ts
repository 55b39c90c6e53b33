/**
 * Reactions that run against the module layering (docs/decisions/0041-server-module-layers.md): a
 * lower module says what happened, a higher one (which may import the lower) reacts, so neither
 * imports the other both ways. In-process and awaited: `emitDomainEvent` runs every handler in
 * the order they were registered and returns when they are done, exactly as the direct call it
 * replaced did, on the instance where it happened (pubsub.ts, by contrast, reaches every instance
 * and does not wait). A handler catches and logs its own failures; one that throws fails the emit.
 * Handlers are registered when their module is loaded (schema.ts loads every module).
 */
import type { Booking } from '../generated/prisma/client.js';

/** Every event: its name and what it carries. */
export interface DomainEvents {
  /** A cleaner accepted a booking that is a plan visit (bookings.jobs.service acceptBooking); plans reacts. */
  'booking.planVisitAccepted': { booking: Pick<Booking, 'id' | 'planId' | 'customerId' | 'scheduledAt'>; cleanerId: string; at: Date };
  /** A cleaner can no longer work some jobs: a new day off, a suspension, a rejected background check (users); plans reacts. */
  'cleaner.unavailable': { cleanerId: string; why: 'day_off' | 'unavailable' };
}

type Handler<K extends keyof DomainEvents> = (event: DomainEvents[K]) => Promise<void>;

/** Handlers by event name (each list holds handlers of that name's event only: see onDomainEvent). */
const handlers = new Map<keyof DomainEvents, Handler<never>[]>();

/** Registers `handler` for `name` (at module load). */
export function onDomainEvent<K extends keyof DomainEvents>(name: K, handler: Handler<K>): void {
  const list = handlers.get(name) ?? [];
  list.push(handler as Handler<never>);
  handlers.set(name, list);
}

/** Runs the handlers of `name`, one after the other, and resolves when all are done. */
export async function emitDomainEvent<K extends keyof DomainEvents>(name: K, event: DomainEvents[K]): Promise<void> {
  for (const handler of (handlers.get(name) ?? []) as Handler<K>[]) await handler(event);
}
