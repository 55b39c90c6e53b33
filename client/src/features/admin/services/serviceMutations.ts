/**
 * The admin catalogue mutations (docs/decisions/0020), one hook each. The returned Service is
 * normalized by id, so an edit, a deactivation or an activation shows at once wherever it is
 * shown; the `adminServices` lists, whose membership a change may alter, are evicted and asked
 * again. Each hook resolves to an Outcome (lib/mutation.ts).
 */
import { graphql } from '../../../gql';
import { useResultMutation } from '../../../lib/mutation';
import { evictRootFields } from '../../../lib/apolloCache';
import type { ServiceInput } from './serviceForm';

const AdminCreateServiceMutation = graphql(`
  mutation AdminCreateService(
    $name: String!
    $category: String!
    $memberPriceCents: Int!
    $regularPriceCents: Int!
    $description: String!
    $features: [String!]
    $popular: Boolean
    $premium: Boolean
    $emergency: Boolean
    $icon: String
    $subtitle: String
  ) {
    createService(
      name: $name
      category: $category
      memberPriceCents: $memberPriceCents
      regularPriceCents: $regularPriceCents
      description: $description
      features: $features
      popular: $popular
      premium: $premium
      emergency: $emergency
      icon: $icon
      subtitle: $subtitle
    ) {
      __typename
      ... on MutationCreateServiceSuccess {
        data {
          id
          ...AdminServicesPage_service
        }
      }
      ...ErrorFields
    }
  }
`);

const AdminUpdateServiceMutation = graphql(`
  mutation AdminUpdateService(
    $id: ID!
    $name: String
    $category: String
    $memberPriceCents: Int
    $regularPriceCents: Int
    $description: String
    $features: [String!]
    $popular: Boolean
    $premium: Boolean
    $emergency: Boolean
    $icon: String
    $subtitle: String
    $active: Boolean
  ) {
    updateService(
      id: $id
      name: $name
      category: $category
      memberPriceCents: $memberPriceCents
      regularPriceCents: $regularPriceCents
      description: $description
      features: $features
      popular: $popular
      premium: $premium
      emergency: $emergency
      icon: $icon
      subtitle: $subtitle
      active: $active
    ) {
      __typename
      ... on MutationUpdateServiceSuccess {
        data {
          id
          ...AdminServicesPage_service
        }
      }
      ...ErrorFields
    }
  }
`);

const AdminRemoveServiceMutation = graphql(`
  mutation AdminRemoveService($id: ID!) {
    removeService(id: $id) {
      __typename
      ... on MutationRemoveServiceSuccess {
        data {
          outcome
          service {
            id
            ...AdminServicesPage_service
          }
        }
      }
      ...ErrorFields
    }
  }
`);

/** Creates a service; the admin lists are asked again. Resolves with the new service. */
export function useCreateService() {
  const [run, state] = useResultMutation(AdminCreateServiceMutation, {
    update(cache, { data }) {
      if (data?.createService.__typename === 'MutationCreateServiceSuccess') evictRootFields(cache, 'adminServices');
    },
  });
  const create = (input: ServiceInput) => run(input);
  return [create, state] as const;
}

/** Changes a service (any of its fields, `active: true` to put it back); resolves with the changed service. */
export function useUpdateService() {
  const [run, state] = useResultMutation(AdminUpdateServiceMutation, {
    update(cache, { data }) {
      if (data?.updateService.__typename === 'MutationUpdateServiceSuccess') evictRootFields(cache, 'adminServices');
    },
  });
  const update = (id: string, changes: Partial<ServiceInput> & { active?: boolean }) => run({ id, ...changes });
  return [update, state] as const;
}

/**
 * Removes a service: one with bookings (or reviews) is deactivated and keeps its bookings' prices
 * (the normalized Service turns inactive); an unused one is deleted and evicted. Resolves with
 * `{ outcome: 'deleted' | 'deactivated', service }`.
 */
export function useRemoveService() {
  const [run, state] = useResultMutation(AdminRemoveServiceMutation, {
    update(cache, { data }) {
      const result = data?.removeService;
      if (result?.__typename !== 'MutationRemoveServiceSuccess') return;
      if (result.data.outcome === 'deleted') cache.evict({ id: cache.identify({ __typename: 'Service', id: result.data.service.id }) });
      evictRootFields(cache, 'adminServices');
    },
  });
  const remove = (id: string) => run({ id });
  return [remove, state] as const;
}
