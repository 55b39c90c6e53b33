#!/bin/sh
# Stand-in for Prisma 7's native schema engine, which cannot be downloaded on this project's
# machines. `prisma generate` only checks that the path exists; it never runs it.
echo "schema engine not available: migrations are committed SQL (docs/decisions/0002-migrations.md)" >&2
exit 1
