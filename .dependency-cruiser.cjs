/**
 * dependency-cruiser (`npm run lint:cycles`, in `npm test`'s static phase): no import cycles
 * anywhere in the code Node or the browser runs (issue 15). A module that two others need is a
 * leaf of its own (e.g. payments/gateway-contract.ts, client lib/toastOptions.ts). Imports that
 * vanish at run time (`import type`, or names only used as types) are not cycles: the sources are
 * read as TypeScript compiles them (tsPreCompilationDeps: false), and `./x.js` resolves to x.ts as
 * TypeScript resolves it. This replaced eslint-plugin-import's import/no-cycle, which took 93 % of
 * ESLint's time (docs/decisions/0038-fast-ci.md).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: break it by moving what both modules need into a leaf module of its own.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['^node_modules/', '^client/dist/', '^client/\\.builds/', '^server/src/generated/', '^\\.data/', '^test-results/', '^playwright-report/'] },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
