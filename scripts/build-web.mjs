/**
 * Builds the web app (Vite, client/vite.config.ts) only when its inputs changed, into a fresh
 * directory that replaces `client/dist` in one rename once it is complete.
 *
 *   node scripts/build-web.mjs           build when the inputs' hash differs from the current build's
 *   node scripts/build-web.mjs --force   build whatever the hash says (`npm run build`)
 *
 * Inputs (what client/vite.config.ts reads, hashed by content, not mtimes): every file under
 * client/ (src/ with the generated gql/, index.html, public/, vite.config.ts, tsconfig.json,
 * client/.env* files Vite loads) except the builds themselves; the shared vocabulary under schema/
 * the client imports (schema/*.ts, tests left out); package-lock.json (every package Vite and its
 * plugins bundle or run); this script; and the environment Vite reads: every VITE_* variable (it
 * inlines them), NODE_ENV and ANALYZE (docs/decisions/0017-landing-speed.md).
 *
 * Layout: each build lives in `client/.builds/b<build time, ms>-<hash>/`, with `.build-inputs.json` (the
 * inputs' hash; sirv serves no dotfiles) beside its files, and `client/dist` is a relative
 * symlink to the current one. A build goes into `client/.builds/tmp-*` first and is moved to its
 * final name when Vite has finished; then a new symlink is renamed over `client/dist`, which is
 * atomic: a reader sees the old build or the new one, never a half-written directory. A failed
 * build removes its temporary directory and leaves `client/dist` as it was.
 *
 * A running server keeps serving the build it started with: staticFiles (server/src/http/
 * static-files.ts) resolves `client/dist` to its build directory once at boot, and sirv lists that
 * directory once and reads each file by path per request (it holds no file contents, only their
 * sizes and ETags). So the newest KEEP_BUILDS builds stay on disk, older ones are removed; a
 * restart serves the new build. A `client/dist` that is a plain directory (written by an older
 * checkout or by `vite build` run by hand) is moved into client/.builds/ on the first swap.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SELF = fileURLToPath(import.meta.url);

/** Finished builds kept on disk (the current one included) for servers still serving them. */
export const KEEP_BUILDS = 3;
/** The file in a build directory that records the hash of the inputs it was built from. */
export const INPUTS_FILE = '.build-inputs.json';
/** A temporary build directory older than this belongs to a build that died: removed. */
const STALE_TMP_MS = 60 * 60 * 1000;

/** Every file under `dir` (relative to `root`, '/'-separated, sorted), skipping `skip` names at the top level. */
function listFiles(root, dir, skip = new Set()) {
  const out = [];
  const walk = (rel) => {
    const abs = path.join(root, rel);
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (rel === dir && skip.has(entry.name)) continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  if (fs.existsSync(path.join(root, dir))) walk(dir);
  return out.sort();
}

/**
 * The files the web app is built from, relative to `root` and sorted (see the module comment).
 * @param root the checkout (default: this repository)
 */
export function inputFiles(root = ROOT) {
  const client = listFiles(root, 'client', new Set(['dist', '.builds', 'node_modules']));
  const schema = listFiles(root, 'schema').filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.slice('schema/'.length).includes('/'));
  const rest = ['package-lock.json'].filter((f) => fs.existsSync(path.join(root, f)));
  return [...client, ...schema, ...rest];
}

/** The environment Vite reads at build time: VITE_* (inlined into the bundle), NODE_ENV, ANALYZE. */
export function buildEnv(env = process.env) {
  return Object.fromEntries(
    Object.keys(env)
      .filter((k) => k.startsWith('VITE_') || k === 'NODE_ENV' || k === 'ANALYZE')
      .sort()
      .map((k) => [k, env[k]]),
  );
}

/**
 * The sha256 of the web app's inputs: each file's path and content, the build environment and
 * this script's own text.
 * @param root the checkout (default: this repository)
 * @param env the environment the build would run with (default: process.env)
 */
export function inputsHash(root = ROOT, env = process.env) {
  const hash = crypto.createHash('sha256');
  for (const file of inputFiles(root)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  hash.update(JSON.stringify(buildEnv(env)));
  hash.update(fs.readFileSync(SELF));
  return hash.digest('hex');
}

/** The hash the current `client/dist` was built from, or null (none, incomplete, or built without this script). */
export function currentBuildHash(root = ROOT) {
  const dist = path.join(root, 'client/dist');
  try {
    if (!fs.existsSync(path.join(dist, 'index.html'))) return null;
    return JSON.parse(fs.readFileSync(path.join(dist, INPUTS_FILE), 'utf8')).hash ?? null;
  } catch {
    return null;
  }
}

/** Runs Vite's production build of client/vite.config.ts into `outDir`; resolves on success. */
function viteBuild(root, outDir) {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const args = [vite, 'build', '--config', path.join(root, 'client/vite.config.ts'), '--outDir', outDir, '--emptyOutDir'];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`vite build failed (${signal ?? `exit ${code}`})`))));
  });
}

/** Points `client/dist` at `target` (a directory in client/.builds) with one rename of a new symlink. */
function swapIn(root, target) {
  const client = path.join(root, 'client');
  const dist = path.join(client, 'dist');
  const builds = path.join(client, '.builds');
  const link = path.join(builds, `link-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  // Windows: a junction (no privilege needed; absolute target), which rename cannot put over an
  // existing one, so there the old link goes first (a moment without client/dist).
  const windows = process.platform === 'win32';
  if (windows) fs.symlinkSync(target, link, 'junction');
  else fs.symlinkSync(path.relative(client, target), link, 'dir');
  // A plain directory (an older checkout's build) cannot be replaced by a rename of a symlink:
  // it moves aside first, into client/.builds, where pruning removes it with the other old builds.
  const stat = fs.lstatSync(dist, { throwIfNoEntry: false });
  if (stat?.isDirectory()) fs.renameSync(dist, path.join(builds, `a-legacy-${Date.now()}`));
  else if (stat && windows) fs.unlinkSync(dist);
  fs.renameSync(link, dist);
}

/** Finished build directories in client/.builds, newest first (names start with their build time). */
function finishedBuilds(builds) {
  return fs
    .readdirSync(builds, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^(b\d{15}|a-legacy)-/.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .reverse();
}

/** Removes finished builds beyond the newest KEEP_BUILDS (never the current one) and stale temporary ones. */
function prune(root) {
  const builds = path.join(root, 'client/.builds');
  const current = path.basename(fs.realpathSync(path.join(root, 'client/dist')));
  for (const name of fs.readdirSync(builds)) {
    if (!name.startsWith('tmp-') && !name.startsWith('link-')) continue;
    const abs = path.join(builds, name);
    if (Date.now() - fs.lstatSync(abs).mtimeMs > STALE_TMP_MS) fs.rmSync(abs, { recursive: true, force: true });
  }
  for (const name of finishedBuilds(builds).slice(KEEP_BUILDS)) {
    if (name !== current) fs.rmSync(path.join(builds, name), { recursive: true, force: true });
  }
}

/** The next build's directory name: `b<ms, 15 digits>-<hash>`, after every existing build even within one millisecond. */
function buildName(builds, hash) {
  const last = finishedBuilds(builds).find((name) => name.startsWith('b'));
  const stamp = Math.max(Date.now(), last ? Number(last.slice(1, 16)) + 1 : 0);
  return `b${String(stamp).padStart(15, '0')}-${hash.slice(0, 12)}`;
}

/**
 * Builds the web app when its inputs changed (or always with `force`) and swaps it in.
 * @param options.root the checkout (default: this repository)
 * @param options.force build even when the current build's inputs hash matches
 * @param options.build the build step, given the checkout and the empty directory to fill (default: Vite); for tests
 * @param options.env the environment Vite runs with, for the hash (default: process.env)
 * @param options.log where progress lines go (default: console.log)
 * @returns whether a build ran, and the inputs' hash
 */
export async function buildWeb({ root = ROOT, force = false, build = viteBuild, env = process.env, log = console.log } = {}) {
  const hash = inputsHash(root, env);
  if (!force && currentBuildHash(root) === hash) {
    log(`web app: client/dist is up to date (inputs ${hash.slice(0, 12)}), not rebuilt`);
    return { built: false, hash };
  }
  const builds = path.join(root, 'client/.builds');
  fs.mkdirSync(builds, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(builds, 'tmp-'));
  // mkdtemp makes it 0700: the image's `node` user (Dockerfile) must read a build made as root.
  fs.chmodSync(tmp, 0o755);
  const started = Date.now();
  try {
    await build(root, tmp);
    if (!fs.existsSync(path.join(tmp, 'index.html'))) throw new Error('the build wrote no index.html');
    fs.writeFileSync(path.join(tmp, INPUTS_FILE), `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`);
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  const final = path.join(builds, buildName(builds, hash));
  fs.renameSync(tmp, final);
  swapIn(root, final);
  prune(root);
  log(`web app: built in ${((Date.now() - started) / 1000).toFixed(1)} s and swapped into client/dist (inputs ${hash.slice(0, 12)})`);
  return { built: true, hash };
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  buildWeb({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(`web app: ${error instanceof Error ? error.message : String(error)}; client/dist left as it was`);
    process.exit(1);
  });
}
