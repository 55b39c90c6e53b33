/**
 * GraphQL documents of the session (spec section 7 "Auth", over /graphql): the signed-in user
 * (`me`), sign-in, registration, token rotation and sign-out. Used by the auth provider
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

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on MutationLoginSuccess {
        data {
          user {
            id
            ...AuthUser
          }
          tokens {
            accessToken
            refreshToken
            expiresIn
            expiresAt
          }
        }
      }
      ... on Error {
        code
        message
      }
      ... on AuthorizationError {
        requiresVerification
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

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on MutationRegisterSuccess {
        data {
          requiresVerification
          message
          user {
            id
            ...AuthUser
          }
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

/** Rotates the single-use refresh token; sent only by the refresh transport in app/apollo.ts. */
export const RefreshTokenMutation = graphql(`
  mutation RefreshToken($refreshToken: String!) {
    refreshToken(refreshToken: $refreshToken) {
      __typename
      ... on MutationRefreshTokenSuccess {
        data {
          accessToken
          refreshToken
          expiresIn
          expiresAt
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout($refreshToken: String) {
    logout(refreshToken: $refreshToken) {
      __typename
      ... on MutationLogoutSuccess {
        data {
          message
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const LogoutAllMutation = graphql(`
  mutation LogoutAll {
    logoutAll {
      __typename
      ... on MutationLogoutAllSuccess {
        data {
          message
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);
