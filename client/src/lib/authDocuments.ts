/**
 * GraphQL documents of the session (spec section 7 "Auth", over /graphql): the signed-in user
 * (`me`); sign-in, registration, token rotation and sign-out are in lib/sessionMutations.ts,
 * loaded when first used (docs/decisions/0017-landing-speed.md). Used by the auth provider
 * (lib/auth.tsx) and the Apollo links (app/apollo.ts); the page-level auth mutations (verify,
 * resend, forgot, reset) live with their pages in features/auth/authMutations.ts.
 */
import { graphql } from '../gql';

/** The signed-in user's fields, the same for `me`, `login` and `register` so all three fill one cache entry. */
export const AuthUserFragment = graphql(`
  fragment AuthUser on User {
    id
    email
    firstName
    lastName
    fullName
    phone
    role
    roleLabel
    emailVerified
    requiresVerification
    isPendingVerification
    createdAt
  }
`);

/** The signed-in user, or null when the server does not accept the access token. */
export const AuthMeQuery = graphql(`
  query AuthMe {
    me {
      id
      ...AuthUser
    }
  }
`);
