/**
 * What a viewer may see of a User object, decided where the object is loaded and read back by the
 * User fields (users.graphql.ts). The mark lives on the object itself (a WeakMap entry), so a
 * copy is marked, never a shared row.
 * - 'self': everything, as the person themselves sees it (the person who has just signed in,
 *   registered or refreshed, before the request carries their token);
 * - 'contact': full name and phone, never the email (the cleaner holding the customer's job,
 *   inside the contact window: bookings.service seesContactDetails; docs/decisions/0034);
 * - 'firstName': the first name only (a cleaner reaching a customer outside that window, through
 *   an open job, a request or a plan; docs/decisions/0009; docs/decisions/0034);
 * - unmarked: the ordinary User rules (self and admins see everything; a cleaner sees a customer's
 *   first name only; anybody else the first name and last initial, never an email or phone).
 */
export type UserDisclosure = 'self' | 'contact' | 'firstName';

const disclosure = new WeakMap<object, UserDisclosure>();

/** Returns a copy of `user` marked with `level`. */
export function markDisclosure<U extends object>(user: U, level: UserDisclosure): U {
  const marked = { ...user };
  disclosure.set(marked, level);
  return marked;
}

/** The mark set by {@link markDisclosure}, if any. */
export function disclosureOf(user: object): UserDisclosure | undefined {
  return disclosure.get(user);
}
