// Prisma 7 CLI configuration: used for `prisma generate` only. Migrations are committed SQL
// applied by server/src/db/migrate.ts (see docs/decisions/0002-migrations.md).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
