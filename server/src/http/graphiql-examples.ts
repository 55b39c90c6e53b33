/**
 * The operations GraphiQL (GET /graphql in a browser) opens with, one tab each, for an analyst's
 * first minutes: sign in, revenue by week, top services, cleaners by rating, and a live
 * subscription. Yoga passes them to GraphiQL as `graphiql.defaultTabs` (app.ts); GraphiQL uses
 * them only while the browser has no tabs of its own stored (a visitor's edits are kept).
 *
 * Every document here is validated against the built schema by graphiql-examples.test.ts, so a
 * schema change that breaks an example fails a test rather than the analyst's first query.
 * The queries name only fields of schema/schema.graphql; the admin ones need an admin's access
 * token in the Headers pane (the first tab gets one from the demo admin of a seeded database).
 */

/** One GraphiQL tab: its document and, as JSON text, its variables and headers. */
export interface GraphiQLExample {
  /** What the tab shows, for tests and docs (GraphiQL titles a tab by its operation name). */
  title: string;
  query: string;
  variables?: string;
  headers?: string;
}

const ADMIN_HEADERS = JSON.stringify({ authorization: 'Bearer <accessToken from the "SignIn" tab>' }, null, 2);

/** The example tabs, in the order GraphiQL shows them. */
export const GRAPHIQL_EXAMPLES: readonly GraphiQLExample[] = [
  {
    title: 'Sign in',
    query: /* GraphQL */ `# Welcome to the Comfort Life GraphQL API.
#
# The other tabs are examples an analyst starts from; most need an admin.
# Run this one (the demo admin of a seeded database: README "Demo accounts"),
# copy data.tokens.accessToken, and paste it into each tab's Headers pane:
#   { "authorization": "Bearer <accessToken>" }
mutation SignIn($email: String!, $password: String!) {
  login(input: { email: $email, password: $password }) {
    __typename
    ... on MutationLoginSuccess {
      tokens {
        accessToken
        expiresAt
      }
      user {
        email
        role
      }
    }
    ... on Error {
      message
      code
    }
  }
}
`,
    variables: JSON.stringify({ email: 'admin@demo.test', password: 'Demo123!' }, null, 2),
  },
  {
    title: 'Revenue by week',
    query: /* GraphQL */ `# Gross payments, refunds, net, platform fee and payouts to cleaners per week
# (Monday 00:00 UTC), in cents, with the totals of the range.
# from/to: ISO 8601 instants; without them, the last 30 days.
query RevenueByWeek($from: DateTime, $to: DateTime) {
  adminRevenueAnalytics(interval: week, from: $from, to: $to) {
    from
    to
    totals {
      grossCents
      refundsCents
      netCents
      platformFeeCents
      cleanerPayoutsCents
      payments
    }
    points {
      periodStart
      payments
      grossCents
      refundsCents
      netCents
      platformFeeCents
      cleanerPayoutsCents
    }
  }
}
`,
    variables: JSON.stringify({ from: null, to: null }, null, 2),
    headers: ADMIN_HEADERS,
  },
  {
    title: 'Top services',
    query: /* GraphQL */ `# The catalogue's most popular services (public), then every active service
# with how many bookings use it (admin; ordered by id: sort by bookingCount).
query TopServices {
  popularServices(limit: 10) {
    id
    name
    category
    bookingsCount
    rating
    regularPriceCents
    memberPriceCents
  }
  adminServices(active: true, limit: 100) {
    total
    items {
      bookingCount
      service {
        id
        name
        category
      }
    }
  }
}
`,
    headers: ADMIN_HEADERS,
  },
  {
    title: 'Cleaners by rating',
    query: /* GraphQL */ `# Every cleaner's average rating (0..5, hidden reviews left out) and review
# count, most reviewed first, with the platform-wide review figures.
query CleanersByRating($page: Int = 1) {
  adminReviewStats {
    total
    averageRating
    byRating
    last30Days
  }
  adminCleanerRatings(limit: 100, page: $page) {
    total
    items {
      cleanerId
      firstName
      lastName
      email
      ratingAverage
      ratingCount
    }
  }
}
`,
    headers: ADMIN_HEADERS,
  },
  {
    title: 'Live notifications',
    query: /* GraphQL */ `# Each new notification of the signed-in user, as it happens (graphql-ws on
# /graphql). The socket authenticates with connectionParams.authorization =
# "Bearer <accessToken>" (a graphql-ws client); GraphiQL's Headers pane is
# not sent on a websocket, so here it runs as a visitor and is refused.
subscription LiveNotifications {
  notificationAdded {
    id
    type
    title
    message
    createdAt
    data
  }
}
`,
  },
];

/** The examples as Yoga's `graphiql.defaultTabs` (GraphiQL's TabDefinition: query, variables, headers). */
export function graphiqlDefaultTabs(): { query: string; variables?: string; headers?: string }[] {
  return GRAPHIQL_EXAMPLES.map(({ query, variables, headers }) => ({
    query,
    ...(variables === undefined ? {} : { variables }),
    ...(headers === undefined ? {} : { headers }),
  }));
}
