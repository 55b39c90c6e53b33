/**
 * The process-wide database: opened from the validated config on first import.
 * Tests choose the database through env (DATA_DIR=memory:// or DATABASE_URL) before importing.
 */
import { env } from './env.js';
import { openDatabase } from './db/database.js';
import { logger } from './logger.js';

export const database = openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  loadDataDir: env.TEST_PGLITE_TEMPLATE,
  poolMax: env.DATABASE_POOL_MAX,
  onIdleConnectionError: (error) => logger.warn({ err: error }, 'idle database connection failed; the pool opens another'),
});

/** Prisma client (Prisma 7, driver adapter). */
export const db = database.prisma;

export type { PrismaClient } from './generated/prisma/client.js';
export type { Prisma } from './generated/prisma/client.js';
