// Prints the SQL that prisma/schema.prisma implies on an empty database, using Prisma 6's
// WebAssembly schema engine (offline). Usage:
//   node scripts/prisma-diff.mjs                     -> SQL for an empty database
//   node scripts/prisma-diff.mjs --from old.prisma   -> SQL from an older schema (for a new migration)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Prisma 6 requires a datasource url that Prisma 7 forbids: diff a copy that has one. */
function withUrl(schemaPath, dir) {
  const text = fs.readFileSync(schemaPath, 'utf8').replace(
    /datasource db \{\n {2}provider = "postgresql"\n\}/,
    'datasource db {\n  provider = "postgresql"\n  url      = "postgresql://unused"\n}',
  );
  const out = path.join(dir, path.basename(schemaPath));
  fs.writeFileSync(out, text);
  return out;
}

/**
 * SQL that turns the `from` datamodel into the `to` datamodel (`from` null = empty database).
 * @param {string | null} from path of a schema.prisma
 * @param {string} to path of a schema.prisma
 * @returns {string}
 */
export function diffSql(from, to) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prisma-diff-'));
  fs.mkdirSync(path.join(dir, 'a'));
  fs.mkdirSync(path.join(dir, 'b'));
  const args = [
    path.join(root, 'node_modules/prisma6/build/index.js'),
    'migrate',
    'diff',
    '--config',
    path.join(root, 'prisma/diff.config.ts'),
    ...(from ? ['--from-schema-datamodel', withUrl(from, path.join(dir, 'a'))] : ['--from-empty']),
    '--to-schema-datamodel',
    withUrl(to, path.join(dir, 'b')),
    '--script',
  ];
  const fakeLib = path.join(dir, 'no-query-engine.so.node');
  fs.writeFileSync(fakeLib, '');
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      PRISMA_SCHEMA_ENGINE_BINARY: path.join(root, 'scripts/no-schema-engine.sh'),
      PRISMA_QUERY_ENGINE_LIBRARY: fakeLib,
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
    },
  });
  fs.rmSync(dir, { recursive: true, force: true });
  if (result.status !== 0) {
    throw new Error(`prisma migrate diff failed:\n${result.stderr}`);
  }
  return result.stdout;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const fromIdx = process.argv.indexOf('--from');
  const from = fromIdx > 0 ? process.argv[fromIdx + 1] : null;
  process.stdout.write(diffSql(from, path.join(root, 'prisma/schema.prisma')));
}
