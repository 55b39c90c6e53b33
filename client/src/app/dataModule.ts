/**
 * The data layer: Apollo Client (app/apollo.ts) and the auth state on it (lib/authProvider.tsx).
 * Loaded through lib/dataLayer.ts: at start-up with a session, otherwise with the first page,
 * section or dialog that reads or writes data (docs/decisions/0017-landing-speed.md).
 */
export { apolloClient } from './apollo';
export { AuthSource } from '../lib/authProvider';
