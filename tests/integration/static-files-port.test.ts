/**
 * The built web app's files under a running server: a file that disappears
 * (or becomes unreadable) after the server listed it at boot, as when another `npm start` rebuilds
 * client/dist in the same checkout, is a 404 (gone) or 500 (unreadable) for that request, and the
 * process keeps serving. A client/dist symlink swapped to a new build (scripts/build-web.mjs) leaves
 * a running server on the build it started with.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupDatabase } from './harness.js';
import { rawRequest, startOnPort, type PortServer } from './port.js';

let app: PortServer;
let dist: string;

beforeAll(async () => {
  await setupDatabase();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cl-dist-gone-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  for (const name of ['font-abc.woff2', 'font-abc.woff2.br', 'font-abc.woff2.gz', 'app-abc.js', 'kept-abc.js']) {
    fs.writeFileSync(path.join(dist, 'assets', name), `/* ${name} */ ${'x'.repeat(2000)}`);
  }
  app = await startOnPort({ clientDist: dist });
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('static files removed while the server runs', () => {
  it('answers 404 for a file removed after boot (every precompressed variant), and keeps serving', async () => {
    expect((await rawRequest(app.port, { path: '/assets/font-abc.woff2' })).status).toBe(200);
    for (const name of ['font-abc.woff2', 'font-abc.woff2.br', 'font-abc.woff2.gz']) fs.rmSync(path.join(dist, 'assets', name));

    for (const encoding of ['', 'gzip', 'br, gzip']) {
      const gone = await rawRequest(app.port, { path: '/assets/font-abc.woff2', headers: encoding ? { 'accept-encoding': encoding } : {} });
      expect(gone.status, encoding).toBe(404);
      expect(gone.headers['cache-control'], encoding).toBe('no-store');
      expect(gone.headers['content-encoding'], encoding).toBeUndefined();
      expect(gone.headers['content-security-policy'], encoding).toBeDefined();
    }
    const kept = await rawRequest(app.port, { path: '/assets/kept-abc.js' });
    expect(kept.status).toBe(200);
    expect(kept.text()).toContain('kept-abc.js');
  });

  it('answers 500 for a file that can no longer be read, and keeps serving', async () => {
    const file = path.join(dist, 'assets', 'app-abc.js');
    fs.rmSync(file);
    fs.mkdirSync(file); // read() of a directory fails (EISDIR) after the open succeeds
    const broken = await rawRequest(app.port, { path: '/assets/app-abc.js' });
    expect(broken.status).toBe(500);
    expect((await rawRequest(app.port, { path: '/' })).status).toBe(200);
  });
});

describe('client/dist swapped to a new build while the server runs (scripts/build-web.mjs)', () => {
  it('keeps answering the build it started with, whole: index.html at its full length and the assets it names', async () => {
    const client = fs.mkdtempSync(path.join(os.tmpdir(), 'cl-dist-swap-'));
    const build = (name: string, html: string) => {
      fs.mkdirSync(path.join(client, '.builds', name, 'assets'), { recursive: true });
      fs.writeFileSync(path.join(client, '.builds', name, 'index.html'), html);
      fs.writeFileSync(path.join(client, '.builds', name, 'assets', `${name}.js`), `/* ${name} */`);
    };
    const swap = (name: string) => {
      fs.symlinkSync(`.builds/${name}`, path.join(client, 'link'), 'dir');
      fs.renameSync(path.join(client, 'link'), path.join(client, 'dist'));
    };
    const oldHtml = '<!doctype html><html><body><script src="/assets/old.js"></script></body></html>';
    build('old', oldHtml);
    swap('old');
    const running = await startOnPort({ clientDist: path.join(client, 'dist') });
    try {
      build('new', `<!doctype html><html><body><script src="/assets/new.js"></script>${'<p>longer</p>'.repeat(50)}</body></html>`);
      swap('new');
      const page = await rawRequest(running.port, { path: '/' });
      expect(page.status).toBe(200);
      expect(page.text()).toBe(oldHtml);
      expect(Number(page.headers['content-length'])).toBe(Buffer.byteLength(oldHtml));
      expect((await rawRequest(running.port, { path: '/assets/old.js' })).status).toBe(200);
    } finally {
      await running.close();
      fs.rmSync(client, { recursive: true, force: true });
    }
  });
});
