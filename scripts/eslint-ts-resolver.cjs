// eslint-plugin-import resolver for the server's ESM TypeScript: `./x.js` names `./x.ts` (the
// TypeScript NodeNext convention); anything else goes to the node resolver. Used by the server's
// import/no-restricted-paths zones (eslint.config.js; docs/decisions/0041-server-module-layers.md).
/* eslint-disable @typescript-eslint/no-require-imports -- eslint-module-utils loads a resolver with require(): this file is CommonJS */
const fs = require('node:fs');
const path = require('node:path');
const node = require('eslint-import-resolver-node');

exports.interfaceVersion = 2;
exports.resolve = function resolve(source, file, config) {
  if (source.startsWith('.') && source.endsWith('.js')) {
    const ts = path.resolve(path.dirname(file), source.slice(0, -3) + '.ts');
    if (fs.existsSync(ts)) return { found: true, path: ts };
  }
  return node.resolve(source, file, config);
};
