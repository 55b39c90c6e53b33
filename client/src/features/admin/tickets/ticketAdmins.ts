/**
 * The admins a ticket can be assigned to (docs/decisions/0021): `adminAdmins`, by name, first 100. Shared by the
 * assignee filter of /admin/tickets and the "Assign to" select of /admin/tickets/:id.
 */
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

const TicketAdminsQuery = graphql(`
  query TicketAdmins {
    adminAdmins(page: 1, limit: 100) {
      total
      items {
        id
        firstName
        lastName
        email
      }
    }
  }
`);

/** The admins (empty while loading or when the list cannot be loaded; `error` says which). */
export function useTicketAdmins() {
  const { data, loading, error } = useQuery(TicketAdminsQuery, { fetchPolicy: 'cache-first' });
  return { admins: data?.adminAdmins.items ?? [], loading, error };
}
