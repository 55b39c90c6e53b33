/**
 * The admin catalogue mutations (issue 10 "Services"), one hook each with its cache update: the
 * returned Service is normalized by id, so an edit, a deactivation or an activation shows at once
 * in every list that holds it; a created service is added to the cached `adminServices` lists it
 * matches, and a deleted one leaves them (and the cache). Nothing is refetched by name.
 */
import { useMutation } from '@apollo/client/react';
import type { ApolloCache, Reference } from '@apollo/client';
import { graphql } from '../../../gql';
import { defaultMessage, errorMessage, fieldIssues, mutationErrorMessage, type MutationErrorLike } from '../../../lib/errors';
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
      ... on Error {
        code
        message
      }
      ... on ValidationError {
        field
        issues {
          field
          message
        }
      }
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
      ... on Error {
        code
        message
      }
      ... on ValidationError {
        field
        issues {
          field
          message
        }
      }
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
      ... on Error {
        code
        message
      }
    }
  }
`);

/** A mutation's outcome for the dialogs: ok with its value, or a message (and field errors of a ValidationError). */
export type ServiceResult<T> = { ok: true; value: T } | { ok: false; message: string; fields: Record<string, string> };

function failure(result: MutationErrorLike | null | undefined): { ok: false; message: string; fields: Record<string, string> } {
  if (result && typeof result.code === 'string') {
    return { ok: false, message: mutationErrorMessage(result), fields: result.__typename === 'ValidationError' ? fieldIssues(result) : {} };
  }
  return { ok: false, message: defaultMessage('UNKNOWN_ERROR'), fields: {} };
}

/** The filters of one cached `adminServices(...)` field, read from its store field name. */
interface ServiceListArgs {
  search?: string;
  category?: string;
  active?: boolean;
}

function parseServiceListArgs(storeFieldName: string): ServiceListArgs | null {
  const match = /^adminServices(?:\((.*)\))?$/s.exec(storeFieldName);
  if (!match) return null;
  if (!match[1]) return {};
  try {
    const parsed: unknown = JSON.parse(match[1]);
    return parsed && typeof parsed === 'object' ? (parsed as ServiceListArgs) : {};
  } catch {
    return null;
  }
}

interface StoredServicePage {
  items?: readonly { __typename?: string; bookingCount?: number; service?: Reference }[];
  total?: number;
}

/** Adds a created service (already normalized) to the end of every cached `adminServices` list whose filters it meets (lists are ordered by id). */
function addToServiceLists(cache: ApolloCache, service: { id: string; name: string; description: string; category: string; active: boolean }) {
  const id = cache.identify({ __typename: 'Service', id: service.id });
  if (!id) return;
  const ref: Reference = { __ref: id };
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      adminServices(existing, { storeFieldName, DELETE }) {
        const args = parseServiceListArgs(storeFieldName);
        const page = existing as StoredServicePage | undefined;
        if (!args || !page || !Array.isArray(page.items)) return existing;
        const search = args.search?.trim().toLowerCase();
        const matches =
          (args.category === undefined || args.category === null || args.category === service.category) &&
          (args.active === undefined || args.active === null || args.active === service.active) &&
          (!search || service.name.toLowerCase().includes(search) || service.description.toLowerCase().includes(search));
        if (!matches) return existing;
        if (page.items.some((item) => item.service?.__ref === id)) return existing;
        const total = (page.total ?? page.items.length) + 1;
        // Only the last page (or a list holding every match) gets the new service; another page is asked again.
        if (page.items.length < (page.total ?? 0)) return DELETE;
        return { ...page, total, items: [...page.items, { __typename: 'AdminService', bookingCount: 0, service: ref }] };
      },
    },
  });
}

/** Removes a deleted service from every cached `adminServices` list, then from the cache. */
function removeFromServiceLists(cache: ApolloCache, serviceId: string) {
  const id = cache.identify({ __typename: 'Service', id: serviceId });
  if (!id) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      adminServices(existing) {
        const page = existing as StoredServicePage | undefined;
        if (!page || !Array.isArray(page.items) || !page.items.some((item) => item.service?.__ref === id)) return existing;
        return { ...page, total: Math.max(0, (page.total ?? page.items.length) - 1), items: page.items.filter((item) => item.service?.__ref !== id) };
      },
    },
  });
  cache.evict({ id });
  cache.gc();
}

/** Creates a service; it joins the cached admin lists it matches. Resolves with the new service's id and name. */
export function useCreateService() {
  const [mutate, state] = useMutation(AdminCreateServiceMutation, {
    update(cache, { data }) {
      const result = data?.createService;
      if (result?.__typename !== 'MutationCreateServiceSuccess') return;
      addToServiceLists(cache, result.data);
    },
  });
  const create = async (input: ServiceInput): Promise<ServiceResult<{ id: string; name: string }>> => {
    try {
      const { data } = await mutate({ variables: input });
      const result = data?.createService;
      if (result?.__typename === 'MutationCreateServiceSuccess') return { ok: true, value: { id: result.data.id, name: result.data.name } };
      return failure(result);
    } catch (error) {
      return { ok: false, message: errorMessage(error), fields: {} };
    }
  };
  return [create, state] as const;
}

/** Changes a service (any of its fields, `active: true` to put it back); the normalized Service updates every list. */
export function useUpdateService() {
  const [mutate, state] = useMutation(AdminUpdateServiceMutation);
  const update = async (id: string, changes: Partial<ServiceInput> & { active?: boolean }): Promise<ServiceResult<{ id: string; name: string; active: boolean }>> => {
    try {
      const { data } = await mutate({ variables: { id, ...changes } });
      const result = data?.updateService;
      if (result?.__typename === 'MutationUpdateServiceSuccess') return { ok: true, value: { id: result.data.id, name: result.data.name, active: result.data.active } };
      return failure(result);
    } catch (error) {
      return { ok: false, message: errorMessage(error), fields: {} };
    }
  };
  return [update, state] as const;
}

/**
 * Removes a service: one with bookings (or reviews) is deactivated and keeps its bookings' prices
 * (the normalized Service turns inactive); an unused one is deleted and leaves the lists.
 */
export function useRemoveService() {
  const [mutate, state] = useMutation(AdminRemoveServiceMutation, {
    update(cache, { data }) {
      const result = data?.removeService;
      if (result?.__typename !== 'MutationRemoveServiceSuccess') return;
      if (result.data.outcome === 'deleted') removeFromServiceLists(cache, result.data.service.id);
    },
  });
  const remove = async (id: string): Promise<ServiceResult<{ outcome: 'deleted' | 'deactivated'; name: string }>> => {
    try {
      const { data } = await mutate({ variables: { id } });
      const result = data?.removeService;
      if (result?.__typename === 'MutationRemoveServiceSuccess') {
        return { ok: true, value: { outcome: result.data.outcome === 'deleted' ? 'deleted' : 'deactivated', name: result.data.service.name } };
      }
      return failure(result);
    } catch (error) {
      return { ok: false, message: errorMessage(error), fields: {} };
    }
  };
  return [remove, state] as const;
}
