/**
 * The app as a real process (`node --import tsx server/src/main.ts`, as `npm start` and the e2e
 * web server run it) on a free loopback port, for tests of what only a process shows: signals,
 * exit codes, start-up against a shared database. Plain node:http/net clients, no app imports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A free TCP port on 127.0.0.1 (free when asked; the OS does not reserve it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface AppProcess {
  child: ChildProcess;
  port: number;
  /** Every JSON log line printed so far (stdout), parsed. */
  logs: Record<string, unknown>[];
  /** Other output (stderr and lines that are not JSON). */
  output: string[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/**
 * Starts the app with `env` on top of a clean environment (PATH, HOME and the test's JWT_SECRET;
 * no DATABASE_URL/REDIS_URL unless given): NODE_ENV=production, LOG_LEVEL=info, HOST=127.0.0.1.
 */
export async function startApp(env: Record<string, string>): Promise<AppProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      JWT_SECRET: process.env.JWT_SECRET ?? 'x'.repeat(40),
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const output: string[] = [];
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        if (line.trim()) output.push(line);
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, logs, output, exited };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

/** One request on a new connection (no keep-alive agent). Rejects on a connection error (e.g. ECONNREFUSED). */
export function request(port: number, pathname: string, options: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * Waits until GET `pathname` answers `status` (polling every 250 ms).
 * @throws Error when the process exits first or `timeoutMs` passes
 */
export async function waitFor(app: AppProcess, pathname: string, status = 200, timeoutMs = 150_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let exited = false;
  void app.exited.then(() => (exited = true));
  while (Date.now() < until) {
    if (exited) throw new Error(`the app exited before ${pathname} answered ${status}:\n${app.output.join('\n')}`);
    const answer = await request(app.port, pathname).catch(() => null);
    if (answer?.status === status) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${pathname} did not answer ${status} within ${timeoutMs} ms:\n${app.output.join('\n')}`);
}

/** Stops a still-running app at once (test clean-up). */
export async function kill(app: AppProcess | undefined): Promise<void> {
  if (!app || app.child.exitCode !== null || app.child.signalCode !== null) return;
  app.child.kill('SIGKILL');
  await app.exited;
}
