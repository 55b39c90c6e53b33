/**
 * The session's mutations (spec section 7 "Auth", over /graphql): sign-in, token rotation and
 * sign-out, selecting the same AuthUser fields as `me` (lib/authDocuments.ts). A
 * module of their own, imported when first used, so a visitor's first screen does not carry
 * them (docs/decisions/0017-landing-speed.md).
 */
import { graphql } from '../gql';

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
