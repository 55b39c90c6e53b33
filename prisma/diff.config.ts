// Prisma 6 CLI configuration, used only for `migrate diff` (schema -> SQL), which runs offline
// on Prisma 6's WebAssembly schema engine against a throw-away in-memory PGlite.
// See docs/decisions/0002-migrations.md.
import { defineConfig } from 'prisma6/config';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';

export default defineConfig({
  engine: 'js',
  experimental: { adapter: true },
  schema: 'schema.prisma',
  adapter: async () => new PrismaPGlite(new PGlite()) as any,
});
