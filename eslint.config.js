// ESLint (flat config): typescript-eslint recommended rules plus React hooks rules for the client,
// and the client's import boundaries (bulletproof-react): a feature folder never imports another
// feature folder, and shared code (components/, lib/) never imports a feature or app/. Shared pieces
// move to client/src/components or client/src/lib; only app/ (router, pages, Apollo client) wires
// features in.
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
 * app/, and the session's one entry (lib/session/index.ts).
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
    except: ['./index.ts'],
    message: 'The session has one front door: import from client/src/lib/session (its index.ts), not from the files behind it.',
  },
];

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
);
