// ESLint (flat config): typescript-eslint recommended rules plus React hooks rules for the client,
// and the client's import boundaries (bulletproof-react): a feature folder never imports another
// feature folder, and shared code (components/, lib/) never imports a feature or app/. Shared pieces
// move to client/src/components or client/src/lib; only app/ (router, pages, Apollo client) wires
// features in.
// The server's modules are layered the same way (docs/decisions/0041-server-module-layers.md):
// SERVER_LAYERS, MODULE_PUBLIC_FILES and KNOWN_REACH_INS below are the data of that rule.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FEATURES_DIR = './client/src/features';
/** Every folder under client/src/features, read at lint time so a new feature is covered at once. */
const features = readdirSync(new URL(FEATURES_DIR, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * import/no-restricted-paths zones: one per feature, shared code against all features and against
 * app/, and the session's doors (lib/session/index.ts; presence.ts for the entry chunk).
 */
const boundaryZones = [
  ...features.map((feature) => ({
    target: `${FEATURES_DIR}/${feature}`,
    from: FEATURES_DIR,
    except: [`./${feature}`],
    message: `Feature folders do not import one another: move what "${feature}" needs to client/src/components or client/src/lib.`,
  })),
  {
    target: ['./client/src/components', './client/src/lib'],
    from: FEATURES_DIR,
    message: 'Shared code does not import features: move the piece to client/src/components or client/src/lib.',
  },
  {
    target: ['./client/src/components', './client/src/lib'],
    from: './client/src/app',
    message: 'Shared code does not import app/: move the piece to client/src/components or client/src/lib (app/ may import it from there).',
  },
  {
    target: ['./client/src/main.tsx', './client/src/app', './client/src/components', './client/src/features', './client/src/lib/*.{ts,tsx}'],
    from: './client/src/lib/session',
    // presence.ts: the light door for the entry chunk (docs/decisions/0043-landing-entry-chunk.md).
    except: ['./index.ts', './presence.ts'],
    message:
      'The session has two doors: client/src/lib/session (its index.ts) and, for the entry chunk, lib/session/presence.ts; not the files behind them.',
  },
];

/**
 * The server's module layers, lowest first (docs/decisions/0041-server-module-layers.md). A module
 * imports only modules of LOWER layers (never one beside or above it), and of them only their
 * public files. What a lower module needs from a higher one moves down (to the lower module or to
 * server/src/lib), an effect that must run upward goes through lib/domain-events.ts or the job
 * queue, and a GraphQL type of a higher module is named by string ('Booking', t.relation(...)).
 * Every folder of server/src/modules must be listed (a new one fails the lint until it is placed).
 */
const SERVER_LAYERS = [
  ['system', 'admin', 'notifications'],
  ['auth', 'tickets', 'reviews', 'services'],
  ['payments'],
  ['memberships'],
  ['users'],
  ['matching'],
  ['bookings'],
  ['plans', 'messages', 'calendar', 'contact', 'assistant'],
];
/** A module's public files, the only ones other modules import: its services, its GraphQL files, its zod inputs. No barrel files. */
const PUBLIC_FILE_PATTERNS = ['*.service.ts', '*.graphql.ts', '*.inputs.ts'];
/** Further public files of a module (rules other modules call that are not a *.service.ts). */
const MODULE_PUBLIC_FILES = {
  auth: ['password.ts', 'session-cache.ts', 'tokens.ts'],
  bookings: ['lifecycle.ts'],
  matching: ['eligibility.ts', 'cleaner-card.ts', 'cascade.notices.ts'],
  memberships: ['memberships.billing.ts'],
  notifications: ['reminders.ts'],
  payments: ['booking-money.ts', 'gateway.ts'],
};
/**
 * Reach-ins that remain, each with its reason: a file and the module it may still import (any of
 * its files). Remove a row when its cause goes; do not add one without a decision record.
 */
const KNOWN_REACH_INS = [
];

const MODULES_DIR = 'server/src/modules';
const serverModules = readdirSync(new URL(`./${MODULES_DIR}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerOf = new Map(SERVER_LAYERS.flatMap((names, layer) => names.map((name) => [name, layer])));
const unplaced = serverModules.filter((name) => !layerOf.has(name));
if (unplaced.length) throw new Error(`eslint.config.js: place server module(s) ${unplaced.join(', ')} in SERVER_LAYERS (docs/decisions/0041-server-module-layers.md).`);

const abs = (relative) => `${import.meta.dirname}/${relative}`;
/** import/no-restricted-paths zones of module `name`, one per other module; `allowed` lists modules it may reach into anyway (KNOWN_REACH_INS). */
function moduleZones(name, allowed = []) {
  return serverModules
    .filter((other) => other !== name && !allowed.includes(other))
    .map((other) => {
      const from = abs(`${MODULES_DIR}/${other}/**`);
      if (layerOf.get(other) >= layerOf.get(name)) {
        return {
          target: `./${MODULES_DIR}/${name}`,
          from,
          message: `"${name}" (layer ${layerOf.get(name)}) may not import "${other}" (layer ${layerOf.get(other)}): move the shared rule down (into "${name}" or server/src/lib), react through lib/domain-events.ts or the job queue, or name the GraphQL type by string (eslint.config.js SERVER_LAYERS; docs/decisions/0041).`,
        };
      }
      const publicFiles = [...PUBLIC_FILE_PATTERNS, ...(MODULE_PUBLIC_FILES[other] ?? [])];
      return {
        target: `./${MODULES_DIR}/${name}`,
        from,
        // one extglob: the rule takes only glob exceptions when `from` is a glob
        except: [abs(`${MODULES_DIR}/${other}/@(${publicFiles.join('|')})`)],
        message: `"${name}" reaches into "${other}": import only its public files (${publicFiles.join(', ')}); make the piece public there or move it to server/src/lib (eslint.config.js MODULE_PUBLIC_FILES; docs/decisions/0041).`,
      };
    });
}
/** Shared server code (server/src/lib) imports no module. */
const libZone = { target: './server/src/lib', from: `./${MODULES_DIR}`, message: 'server/src/lib is below every module: move what it needs into lib/ too (docs/decisions/0041).' };
const serverZones = [libZone, ...serverModules.flatMap((name) => moduleZones(name))];
const serverImportSettings = { 'import/resolver': { './scripts/eslint-ts-resolver.cjs': {} } };

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'client/dist/**',
      'client/.builds/**',
      'client/src/gql/**',
      'server/src/generated/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-empty-pattern': 'off',
    },
  },
  // No import cycles anywhere (issue 15): dependency-cruiser checks them (.dependency-cruiser.cjs,
  // `npm run lint:cycles`), in seconds where import/no-cycle took most of ESLint's minute.
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      // eslint-plugin-import (not import-x): import-x needs unrs-resolver's per-platform binaries,
      // most of which the registry here lacks, so `npm ci` refused the lock file.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
    },
  },
  // The server's module layers (SERVER_LAYERS above).
  {
    files: ['server/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: serverImportSettings,
    rules: { 'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverZones }] },
  },
  ...KNOWN_REACH_INS.map(({ file, module }) => {
    const owner = file.split('/')[3];
    return {
      files: [file],
      rules: { 'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [libZone, ...serverModules.filter((name) => name !== owner).flatMap((name) => moduleZones(name)), ...moduleZones(owner, [module])] }] },
    };
  }),
);
