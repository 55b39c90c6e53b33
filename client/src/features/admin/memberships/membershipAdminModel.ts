/**
 * What the parts of /admin/memberships share (docs/decisions/0019): the list row type (from
 * `allMemberships`), the tier codes and the tier option shape, the dialogs' form layout and the
 * member's display name.
 */
import type { AdminMembershipsListQuery, MembershipTierCode } from '../../../gql/graphql';

export type Row = AdminMembershipsListQuery['allMemberships']['items'][number];

/** A tier to choose or show: the tier filter, the table's "then ..." note and the grant dialog. */
export type TierOption = { code: MembershipTierCode; name: string };

export const TIER_CODES = ['moon', 'star', 'sun'] as const;
/** A form inside a dialog's paper that keeps the paper's layout (content scrolls, actions stay at the bottom). */
export const FORM_SX = { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } as const;

/** The member's full name, or first and last name joined. */
export function memberName(member: { fullName?: string | null; firstName: string; lastName?: string | null }): string {
  return member.fullName ?? `${member.firstName} ${member.lastName ?? ''}`.trim();
}
