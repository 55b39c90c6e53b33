/**
 * The admin people mutations (docs/decisions/0020), one hook each:
 * - setUserStatus: the returned user (id, status) is normalized, so the grid row and the detail
 *   drawer change at once; the `adminUsers` pages, filtered by the server, are asked again.
 * - decideBackgroundCheck: the returned user's profile is normalized; the applicant queue
 *   (`pendingFreelancers`) and the dashboard's counts (`adminDashboard`) are asked again.
 * Each hook resolves to an Outcome (lib/mutation.ts).
 */
import { graphql } from '../../../gql';
import { useResultMutation } from '../../../lib/mutation';
import { evictRootFields } from '../../../lib/apolloCache';

const AdminSetUserStatusMutation = graphql(`
  mutation AdminSetUserStatus($userId: ID!, $status: UserStatus!, $reason: String!) {
    setUserStatus(userId: $userId, status: $status, reason: $reason) {
      __typename
      ... on MutationSetUserStatusSuccess {
        data {
          id
          status
        }
      }
      ...ErrorFields
    }
  }
`);

const AdminDecideBackgroundCheckMutation = graphql(`
  mutation AdminDecideBackgroundCheck($cleanerId: ID!, $status: BackgroundCheckDecision!, $notes: String) {
    decideBackgroundCheck(cleanerId: $cleanerId, status: $status, notes: $notes) {
      __typename
      ... on MutationDecideBackgroundCheckSuccess {
        data {
          id
          isPendingVerification
          requiresVerification
          cleanerProfile {
            backgroundCheckStatus
            backgroundCheckNotes
            backgroundCheckedAt
          }
        }
      }
      ...ErrorFields
    }
  }
`);

/** Suspends (`suspended`) or reactivates (`active`) an account with a reason (kept in the audit trail); resolves with the user. */
export function useSetUserStatus() {
  const [run, state] = useResultMutation(AdminSetUserStatusMutation, {
    update(cache, { data }) {
      if (data?.setUserStatus.__typename === 'MutationSetUserStatusSuccess') evictRootFields(cache, 'adminUsers');
    },
  });
  const setStatus = (userId: string, status: 'active' | 'suspended', reason: string) => run({ userId, status, reason: reason.trim() });
  return [setStatus, state] as const;
}

/** Approves or rejects (with notes) a freelancer's background check; the applicant leaves the queue. Resolves with the user. */
export function useDecideBackgroundCheck() {
  const [run, state] = useResultMutation(AdminDecideBackgroundCheckMutation, {
    update(cache, { data }) {
      if (data?.decideBackgroundCheck.__typename === 'MutationDecideBackgroundCheckSuccess') evictRootFields(cache, 'pendingFreelancers', 'adminDashboard');
    },
  });
  const decide = (cleanerId: string, status: 'approved' | 'rejected', notes?: string) => run({ cleanerId, status, notes: notes?.trim() || null });
  return [decide, state] as const;
}
