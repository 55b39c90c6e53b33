/**
 * The admin people mutations (issue 10 "People" and "Freelancer approval"), one hook each with its
 * cache update:
 * - setUserStatus: the returned user (id, status) is normalized, so the grid row and the detail
 *   drawer change at once; it also leaves the cached `adminUsers` pages filtered by the other
 *   status (their `total` one less).
 * - decideBackgroundCheck: the returned user's profile is normalized; the applicant leaves every
 *   cached `pendingFreelancers` page (`total` one less) and the dashboard's pending count drops.
 */
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { defaultMessage, errorMessage, mutationErrorMessage } from '../../../lib/errors';
import { storedFieldArgs, withoutItem, type StoredPage } from './adminUsersModel';

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
      ... on Error {
        code
        message
      }
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
      ... on Error {
        code
        message
      }
    }
  }
`);

export type ActionResult = { ok: true } | { ok: false; message: string };

type UnionResult = { __typename?: string; code?: string; message?: string } | null | undefined;

function toResult(result: UnionResult, successTypename: string): ActionResult {
  if (result?.__typename === successTypename) return { ok: true };
  if (result && typeof result.code === 'string') return { ok: false, message: mutationErrorMessage(result) };
  return { ok: false, message: defaultMessage('UNKNOWN_ERROR') };
}

/** Removes the user from the cached `adminUsers` pages whose status filter no longer lets it in. */
export function leaveStatusFilteredLists(cache: ApolloCache, userId: string, status: string): void {
  const ref = cache.identify({ __typename: 'User', id: userId });
  if (!ref) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      adminUsers(existing: StoredPage | undefined, { storeFieldName }: { storeFieldName: string }) {
        const args = storedFieldArgs(storeFieldName, 'adminUsers');
        if (!existing || !args || typeof args.status !== 'string' || args.status === status) return existing;
        return withoutItem(existing, ref);
      },
    } as never,
  });
}

/** Removes a decided applicant from every cached `pendingFreelancers` page and from the dashboard count. */
export function leavePendingQueue(cache: ApolloCache, cleanerId: string): void {
  const ref = cache.identify({ __typename: 'User', id: cleanerId });
  if (!ref) return;
  let removed = false;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      pendingFreelancers(existing: StoredPage | undefined) {
        if (!existing) return existing;
        const next = withoutItem(existing, ref);
        if (next !== existing) removed = true;
        return next;
      },
    } as never,
  });
  if (!removed) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      adminDashboard(existing: { pendingFreelancers?: number } | undefined) {
        if (!existing || typeof existing.pendingFreelancers !== 'number') return existing;
        return { ...existing, pendingFreelancers: Math.max(0, existing.pendingFreelancers - 1) };
      },
    } as never,
  });
}

/** Suspends (`suspended`) or reactivates (`active`) an account with a reason (kept in the audit trail). */
export function useSetUserStatus() {
  const [mutate, state] = useMutation(AdminSetUserStatusMutation, {
    update(cache, { data }) {
      const result = data?.setUserStatus;
      if (result?.__typename !== 'MutationSetUserStatusSuccess' || !result.data.status) return;
      leaveStatusFilteredLists(cache, result.data.id, result.data.status);
    },
  });
  const setStatus = async (userId: string, status: 'active' | 'suspended', reason: string): Promise<ActionResult> => {
    try {
      const { data } = await mutate({ variables: { userId, status, reason: reason.trim() } });
      return toResult(data?.setUserStatus, 'MutationSetUserStatusSuccess');
    } catch (error) {
      return { ok: false, message: errorMessage(error) };
    }
  };
  return [setStatus, state] as const;
}

/** Approves or rejects (with notes) a freelancer's background check; the applicant leaves the queue. */
export function useDecideBackgroundCheck() {
  const [mutate, state] = useMutation(AdminDecideBackgroundCheckMutation, {
    update(cache, { data }) {
      const result = data?.decideBackgroundCheck;
      if (result?.__typename !== 'MutationDecideBackgroundCheckSuccess') return;
      leavePendingQueue(cache, result.data.id);
    },
  });
  const decide = async (cleanerId: string, status: 'approved' | 'rejected', notes?: string): Promise<ActionResult> => {
    try {
      const trimmed = notes?.trim();
      const { data } = await mutate({ variables: { cleanerId, status, notes: trimmed ? trimmed : null } });
      return toResult(data?.decideBackgroundCheck, 'MutationDecideBackgroundCheckSuccess');
    } catch (error) {
      return { ok: false, message: errorMessage(error) };
    }
  };
  return [decide, state] as const;
}
