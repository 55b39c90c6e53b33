/**
 * Runs in every test file's worker before the file is imported (both Vitest projects): the test
 * environment, and the rule that a test which logs console.error fails (a logged error is a defect
 * we would otherwise miss). Unit files get an in-memory data directory and no database; the
 * integration project's own setup (integration/setup.ts) then picks the database.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import crypto from 'node:crypto';

process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'silent';
process.env.JWT_SECRET ??= crypto.randomBytes(32).toString('hex');
process.env.APP_URL ??= 'http://app.test';
process.env.DATA_DIR = 'memory://';
delete process.env.DATABASE_URL;

let errorSpy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy?.mock.calls ?? [];
  errorSpy?.mockRestore();
  if (calls.length) throw new Error(`console.error was called: ${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`);
});
