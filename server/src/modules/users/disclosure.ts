/**
 * What a viewer may see of a User object, decided where the object is loaded and read back by the
 * User fields (users.graphql.ts). The mark lives on the object itself (a WeakMap entry), so a
 * copy is marked, never a shared row.
 * - 'firstName': a cleaner reaching a customer through an open job it does not hold (last name,
 *   full name, email, phone hidden; docs/decisions/0009);
 * - 'contact': name, email and phone in full (the cleaner holding the job; the person who has just
 *   signed in, before the request carries their token);
 * - unmarked: the ordinary User rules (self and admins see everything; others a masked email).
 */
export type UserDisclosure = 'firstName' | 'contact';

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
