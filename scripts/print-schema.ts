// Writes schema/schema.graphql from the Pothos schema (sorted). `--check` exits 1 when stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.DATA_DIR ??= 'memory://';
process.env.LOG_LEVEL ??= 'silent';
const { printedSchema } = await import('../server/src/schema.js');
const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../schema/schema.graphql');
const next = printedSchema();
if (process.argv.includes('--check')) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (current !== next) {
    console.error('schema/schema.graphql is stale: run `npm run generate`');
    process.exit(1);
  }
} else {
  fs.writeFileSync(target, next);
}
process.exit(0);
