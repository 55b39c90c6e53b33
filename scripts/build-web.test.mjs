/**
 * scripts/build-web.mjs against a throwaway checkout in a temp directory, with a stand-in for Vite
 * that writes an index.html from the client source: no rebuild when nothing changed, a rebuild
 * when a client source (or a VITE_* variable) changes, a failed build leaves the previous
 * client/dist intact, and a server still serving the previous build keeps its files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEEP_BUILDS, buildWeb, inputFiles } from './build-web.mjs';

let root;
let builds;

/** Stand-in for Vite: index.html and an asset made from client/src/main.ts. */
async function fakeVite(checkout, outDir) {
  builds += 1;
  const source = fs.readFileSync(path.join(checkout, 'client/src/main.ts'), 'utf8');
  fs.mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(outDir, 'assets', `main-${builds}.js`), source);
  fs.writeFileSync(path.join(outDir, 'index.html'), `<script src="/assets/main-${builds}.js"></script>`);
}

const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const run = (options = {}) => buildWeb({ root, build: fakeVite, log: () => undefined, env: {}, ...options });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-web-'));
  builds = 0;
  write('client/index.html', '<div id="root"></div>');
  write('client/vite.config.ts', 'export default {};');
  write('client/src/main.ts', 'console.log(1);');
  write('client/public/robots.txt', 'User-agent: *');
  write('schema/format.ts', 'export const a = 1;');
  write('schema/format.test.ts', 'test');
  write('package-lock.json', '{}');
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('build-web', () => {
  it('hashes the client tree, the shared schema/*.ts and the lockfile, never the builds', async () => {
    await run();
    expect(inputFiles(root)).toEqual([
      'client/index.html',
      'client/public/robots.txt',
      'client/src/main.ts',
      'client/vite.config.ts',
      'schema/format.ts',
      'package-lock.json',
    ]);
  });

  it('builds once, then not again while the inputs are unchanged', async () => {
    expect((await run()).built).toBe(true);
    expect(fs.lstatSync(path.join(root, 'client/dist')).isSymbolicLink()).toBe(true);
    expect(read('client/dist/index.html')).toContain('main-1.js');
    // Readable by other users (the image builds as root and runs as `node`).
    expect(fs.statSync(path.join(root, 'client/dist')).mode & 0o777).toBe(0o755);
    expect((await run()).built).toBe(false);
    expect((await run()).built).toBe(false);
    expect(builds).toBe(1);
    // --force builds whatever the hash says (`npm run build`).
    expect((await run({ force: true })).built).toBe(true);
    expect(builds).toBe(2);
  });

  it('rebuilds when a client source, a shared schema file or a VITE_* variable changes', async () => {
    await run();
    write('client/src/main.ts', 'console.log(2);');
    expect((await run()).built).toBe(true);
    expect(read('client/dist/assets/main-2.js')).toBe('console.log(2);');
    write('schema/format.ts', 'export const a = 2;');
    expect((await run()).built).toBe(true);
    expect((await run({ env: { VITE_APP_NAME: 'Other' } })).built).toBe(true);
    expect((await run({ env: { VITE_APP_NAME: 'Other' } })).built).toBe(false);
    expect(builds).toBe(4);
  });

  it('swaps the new build in while a server that resolved the old one keeps all its files', async () => {
    await run();
    const served = fs.realpathSync(path.join(root, 'client/dist'));
    write('client/src/main.ts', 'console.log(2);');
    await run();
    expect(fs.realpathSync(path.join(root, 'client/dist'))).not.toBe(served);
    expect(fs.readFileSync(path.join(served, 'index.html'), 'utf8')).toContain('main-1.js');
    expect(fs.readFileSync(path.join(served, 'assets/main-1.js'), 'utf8')).toBe('console.log(1);');
  });

  it('leaves the previous client/dist intact when a build fails, and removes its partial output', async () => {
    await run();
    const before = fs.realpathSync(path.join(root, 'client/dist'));
    write('client/src/main.ts', 'syntax error(');
    const failing = async (checkout, outDir) => {
      fs.writeFileSync(path.join(outDir, 'index.html'), 'half');
      throw new Error('vite build failed (exit 1)');
    };
    await expect(run({ build: failing })).rejects.toThrow('vite build failed');
    expect(fs.realpathSync(path.join(root, 'client/dist'))).toBe(before);
    expect(read('client/dist/index.html')).toContain('main-1.js');
    expect(fs.readdirSync(path.join(root, 'client/.builds')).filter((n) => n.startsWith('tmp-'))).toEqual([]);
    // The next start tries again (the failed inputs were never recorded as built).
    write('client/src/main.ts', 'console.log(3);');
    expect((await run()).built).toBe(true);
  });

  it('moves a plain client/dist directory aside on the first swap and keeps only the newest builds', async () => {
    write('client/dist/index.html', 'legacy');
    expect((await run()).built).toBe(true);
    expect(read('client/dist/index.html')).toContain('main-1.js');
    for (let i = 2; i <= KEEP_BUILDS + 2; i++) {
      write('client/src/main.ts', `console.log(${i});`);
      await run();
    }
    const kept = fs.readdirSync(path.join(root, 'client/.builds'));
    expect(kept).toHaveLength(KEEP_BUILDS);
    expect(kept).toContain(path.basename(fs.realpathSync(path.join(root, 'client/dist'))));
  });
});
