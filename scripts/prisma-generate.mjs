// Runs `prisma generate` (Prisma 7) offline: the CLI insists on a schema-engine path at start-up,
// which generate never calls. See docs/decisions/0002-migrations.md.
//
// `--if-changed` (npm start): skips the run when server/src/generated holds both generators'
// output and was generated from the same inputs (a sha256 of prisma/schema.prisma,
// prisma.config.ts, package-lock.json and this script, kept in server/src/generated/.inputs-hash);
// docs/decisions/0042-web-build-on-change.md. Without the flag it always generates (postinstall,
// `npm run build`, `npm run generate`).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generated = path.join(root, 'server/src/generated');
const hashFile = path.join(generated, '.inputs-hash');
const outputs = ['prisma/client.ts', 'pothos-prisma-types.ts'].map((f) => path.join(generated, f));

/** The sha256 of what `prisma generate` reads here (missing files count as empty). */
function inputsHash() {
  const hash = crypto.createHash('sha256');
  for (const file of ['prisma/schema.prisma', 'prisma.config.ts', 'package-lock.json', 'scripts/prisma-generate.mjs']) {
    hash.update(`${file}\0`);
    if (fs.existsSync(path.join(root, file))) hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const hash = inputsHash();
if (process.argv.includes('--if-changed') && outputs.every((f) => fs.existsSync(f)) && fs.existsSync(hashFile) && fs.readFileSync(hashFile, 'utf8').trim() === hash) {
  console.log(`prisma generate: server/src/generated is up to date (inputs ${hash.slice(0, 12)}), not run`);
  process.exit(0);
}

fs.rmSync(hashFile, { force: true });
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/prisma/build/index.js'), 'generate', '--no-hints'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      PRISMA_SCHEMA_ENGINE_BINARY: path.join(root, 'scripts/no-schema-engine.sh'),
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
    },
  },
);
if (result.status === 0) fs.writeFileSync(hashFile, `${hash}\n`);
process.exit(result.status ?? 1);
