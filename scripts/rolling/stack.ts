/**
 * The processes of the rolling-restart proof (scripts/rolling/rolling.ts): a fresh database on the
 * local PostgreSQL server, Redis and nginx from Debian's packages, and app instances, each a child
 * process that `stopAll` (also on exit and on signals) ends.
 *
 * nginx runs deploy/nginx/comfort-life.conf itself: only its `listen` port and its upstream's
 * `server` lines are rewritten (renderNginxSite), inside a generated main configuration whose pid,
 * logs and temporary files live in the run's scratch directory, so no root is needed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const NGINX_SITE = path.join(ROOT, 'deploy/nginx/comfort-life.conf');

const children = new Set<ChildProcess>();

/** A free TCP port on 127.0.0.1 (asked from the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 200 ms until it returns true; throws `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** Starts a child process whose output goes to `logFile`; it is ended by stopAll. */
function start(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; logFile: string; cwd?: string }): ChildProcess {
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(command, args, { cwd: options.cwd ?? ROOT, env: options.env ?? process.env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Resolves with the exit code (or the signal's name) of a child. */
export function exited(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? child.signalCode!);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
}

/** Kills every child still running (SIGKILL after 3 s). Safe to call more than once. */
export async function stopAll(): Promise<void> {
  const running = [...children];
  for (const child of running) child.kill('SIGTERM');
  await Promise.race([Promise.all(running.map(exited)), sleep(3000)]);
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Ends the children synchronously when the script exits, however it exits. */
export function killChildrenOnExit(): void {
  process.on('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void stopAll().finally(() => process.exit(130));
    });
  }
}

// --- PostgreSQL -------------------------------------------------------------------------------

/**
 * A fresh database on the PostgreSQL server of `adminUrl`, starting the local Debian cluster
 * (`pg_ctlcluster <version> main start`) when nothing answers. Returns its URL and a dropper.
 */
export async function freshDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const connect = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    return client;
  };
  let admin: pg.Client;
  try {
    admin = await connect();
  } catch {
    const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)) : [];
    const version = versions.at(-1);
    if (!version) throw new Error(`PostgreSQL does not answer at ${redact(adminUrl)} and no Debian cluster is installed (apt-get install postgresql)`);
    spawnSync('pg_ctlcluster', [version, 'main', 'start'], { stdio: 'ignore' });
    await waitFor('PostgreSQL', async () => ((await connect()).end(), true), 30_000);
    admin = await connect();
  }
  const name = `rolling_${crypto.randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = await connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A connection string without its password, for messages. */
export function redact(url: string): string {
  return url.replace(/:\/\/([^:@/]+):[^@/]*@/, '://$1:***@');
}

// --- Redis ------------------------------------------------------------------------------------

/** redis-server on a free loopback port, without persistence. */
export async function startRedis(dir: string): Promise<{ url: string }> {
  const port = await freePort();
  const child = start('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--dir', dir], {
    logFile: path.join(dir, 'redis.log'),
  });
  await waitFor(
    'redis-server',
    () =>
      new Promise<boolean>((resolve) => {
        if (child.exitCode !== null) return resolve(false);
        const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
        socket.once('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))));
        socket.once('error', () => resolve(false));
      }),
    10_000,
  );
  return { url: `redis://127.0.0.1:${port}` };
}

// --- nginx ------------------------------------------------------------------------------------

/**
 * deploy/nginx/comfort-life.conf with its `listen` port and the `server` lines of its upstream
 * replaced; everything else (timeouts, retries, headers, websocket upgrade) as deployed.
 */
export function renderNginxSite(template: string, listenPort: number, upstreams: string[]): string {
  const upstream = /(upstream\s+comfort_life\s*\{)([\s\S]*?)(\n\})/;
  if (!upstream.test(template)) throw new Error('deploy/nginx/comfort-life.conf has no `upstream comfort_life { ... }` block');
  const withUpstreams = template.replace(upstream, (_m, open: string, body: string, close: string) => {
    const kept = body.split('\n').filter((line) => !/^\s*server\s+\S+/.test(line));
    const servers = upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`);
    return `${open}\n${servers.join('\n')}${kept.join('\n')}${close}`;
  });
  if (!/\blisten\s+80;/.test(withUpstreams)) throw new Error('deploy/nginx/comfort-life.conf has no `listen 80;`');
  return withUpstreams.replace(/\blisten\s+80;/, `listen 127.0.0.1:${listenPort};`);
}

/**
 * The upstream `keepalive_timeout` of deploy/nginx/comfort-life.conf, in seconds (nginx's default,
 * 60 s, when the upstream block does not set it). It must stay below SHUTDOWN_DRAIN_SECONDS
 * (docs/decisions/0029-deployment-shape.md). @throws when the file has no upstream block
 */
export function upstreamKeepaliveSeconds(template: string): number {
  const block = /upstream\s+comfort_life\s*\{([\s\S]*?)\n\}/.exec(template);
  if (!block) throw new Error('deploy/nginx/comfort-life.conf has no `upstream comfort_life { ... }` block');
  const setting = /^\s*keepalive_timeout\s+(\d+)(ms|s|m)?\s*;/m.exec(block[1]!);
  if (!setting) return 60;
  const value = Number(setting[1]);
  return setting[2] === 'ms' ? value / 1000 : setting[2] === 'm' ? value * 60 : value;
}

/** nginx (Debian's /usr/sbin/nginx) in front of `upstreams`, with its files under `dir`. */
export async function startNginx(dir: string, upstreams: string[]): Promise<{ url: string; port: number; accessLog: string }> {
  const port = await freePort();
  const nginxDir = path.join(dir, 'nginx');
  fs.mkdirSync(nginxDir, { recursive: true });
  // Started as root, the workers run as nobody: they must be able to write the temporary files.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(nginxDir, 0o755);
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(nginxDir, temp), { recursive: true });
    fs.chmodSync(path.join(nginxDir, temp), 0o777);
  }
  const site = renderNginxSite(fs.readFileSync(NGINX_SITE, 'utf8'), port, upstreams);
  fs.writeFileSync(path.join(nginxDir, 'comfort-life.conf'), site);
  const accessLog = path.join(nginxDir, 'access.log');
  fs.writeFileSync(
    path.join(nginxDir, 'nginx.conf'),
    [
      'worker_processes 1;',
      'daemon off;',
      `pid ${nginxDir}/nginx.pid;`,
      `error_log ${nginxDir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  log_format rolling '$time_iso8601 $status $request_time upstream=$upstream_addr/$upstream_status "$request"';`,
      `  access_log ${accessLog} rolling;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${nginxDir}/${t};`),
      `  include ${nginxDir}/comfort-life.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const nginx = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const test = spawnSync(nginx, ['-t', '-q', '-p', nginxDir, '-e', `${nginxDir}/error.log`, '-c', `${nginxDir}/nginx.conf`], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr || test.error?.message}`);
  const child = start(nginx, ['-p', nginxDir, '-e', `${nginxDir}/error.log`, '-c', `${nginxDir}/nginx.conf`], { logFile: path.join(nginxDir, 'stderr.log') });
  await waitFor(
    'nginx',
    () =>
      new Promise<boolean>((resolve) => {
        if (child.exitCode !== null) return resolve(false);
        const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
        socket.once('error', () => resolve(false));
      }),
    10_000,
  );
  return { url: `http://127.0.0.1:${port}`, port, accessLog };
}

// --- app instances ----------------------------------------------------------------------------

/** One app instance: `node --import tsx server/src/main.ts` on a fixed port, restartable. */
export class Instance {
  child: ChildProcess | null = null;
  generation = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly dir: string,
  ) {}

  get logFile(): string {
    return path.join(this.dir, `${this.name}.log`);
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process (it migrates and seeds under the advisory lock, then listens). */
  start(): void {
    this.generation += 1;
    fs.appendFileSync(this.logFile, `\n===== ${this.name} start #${this.generation} ${new Date().toISOString()}\n`);
    this.child = start(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: { ...this.env, PORT: String(this.port) },
      logFile: this.logFile,
    });
  }

  /**
   * GET `path` on the instance itself (not through nginx), on a connection of its own that ends
   * with the answer (`connection: close`, no agent), as an orchestrator's probe does: a pooled
   * keep-alive connection (fetch keeps one for the 65 s the app advertises) would stay idle on a
   * stopping instance until its shutdown deadline. @returns the status, or 0 when nothing answers
   * within 2 s
   */
  probe(pathname: string): Promise<number> {
    return new Promise((resolve) => {
      const request = http.get(`${this.base}${pathname}`, { agent: false, headers: { connection: 'close' }, timeout: 2000 }, (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', () => resolve(0));
      });
      request.once('timeout', () => request.destroy());
      request.once('error', () => resolve(0));
    });
  }

  /** Waits until GET /api/health/ready answers 200 (the process exiting first is an error). */
  async ready(timeoutMs = 90_000): Promise<void> {
    const child = this.child;
    await waitFor(
      `${this.name} ready`,
      async () => {
        if (!child || child.exitCode !== null) throw new Error(`${this.name} exited during start-up (see ${this.logFile})`);
        return (await this.probe('/api/health/ready')) === 200;
      },
      timeoutMs,
    ).catch((error: Error) => {
      if (child && child.exitCode !== null) throw new Error(`${this.name} exited with code ${child.exitCode} during start-up (see ${this.logFile})`);
      throw error;
    });
  }
}

/** Environment of the app instances: nothing from the caller's shell but PATH, HOME and locale. */
export function instanceEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = {};
  for (const key of ['PATH', 'HOME', 'LANG', 'TMPDIR', 'TZ']) if (process.env[key] !== undefined) base[key] = process.env[key];
  return { ...base, ...extra };
}
