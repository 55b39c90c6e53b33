// Runs `prisma generate` (Prisma 7) offline: the CLI insists on a schema-engine path at start-up,
// which generate never calls. See docs/decisions/0002-migrations.md.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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
process.exit(result.status ?? 1);
