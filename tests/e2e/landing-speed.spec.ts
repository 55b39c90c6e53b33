/**
 * Landing page speed (docs/decisions/0017-landing-speed.md), in real Chromium
 * against the built app:
 * - the JS the landing page loads before any interaction is at most 160 KiB gzip (each script
 *   the page requested, fetched again accepting only gzip: the bytes of the precompressed .gz;
 *   153.2 KiB in one script on 2026-12-03, the goal is 120 KiB:
 *   docs/decisions/0043-landing-entry-chunk.md);
 * - text responses over 1 KB come brotli- or gzip-encoded;
 * - layout shift measured in the page (PerformanceObserver 'layout-shift', without recent input)
 *   stays at most 0.05 after load, and while the visitor scrolls the rest of the page in.
 * At Lighthouse's mobile viewport (412x823) and at 1280x720. The test never touches the page
 * before it counts: no mouse, keyboard or scroll.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Layout shift as a visitor with the default motion setting sees it (the suite reduces motion).
test.use({ contextOptions: { reducedMotion: 'no-preference' } });

const JS_BUDGET_BYTES = 160 * 1024;
const CLS_BUDGET = 0.05;
const TEXT_TYPES = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** Starts summing layout shifts (as CLS counts them: none within 500 ms of input) from page start. */
async function observeLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __layoutShift: number };
    state.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 720 },
]) {
  test.describe(`landing at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('loads at most 160 KiB of gzip JS before interaction, compressed text, no layout shift', async ({ page, request }) => {
      await observeLayoutShift(page);
      const scripts = new Set<string>();
      const textResponses: { url: string; encoding: string | undefined; length: number }[] = [];
      page.on('response', async (response) => {
        const type = response.request().resourceType();
        if (type === 'script') scripts.add(response.url());
        const contentType = response.headers()['content-type'] ?? '';
        if (!TEXT_TYPES.test(contentType) || response.status() !== 200) return;
        const body = await response.body().catch(() => null);
        if (body) textResponses.push({ url: response.url(), encoding: response.headers()['content-encoding'], length: body.byteLength });
      });

      await page.goto('/', { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Let anything the page starts on its own (timers, observers) finish.
      await page.waitForTimeout(1500);
      await page.waitForLoadState('networkidle');

      // 1. JS before interaction, gzip bytes as the server sends them.
      expect(scripts.size).toBeGreaterThan(0);
      let gzipBytes = 0;
      for (const url of scripts) {
        const response = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
        expect(response.ok()).toBe(true);
        const headers = response.headers();
        const bytes = headers['content-encoding'] === 'gzip' ? Number(headers['content-length']) : (await response.body()).byteLength;
        expect(bytes, `${url} gzip size`).toBeGreaterThan(0);
        gzipBytes += bytes;
      }
      test.info().annotations.push({ type: 'landing JS gzip', description: `${(gzipBytes / 1024).toFixed(1)} KiB in ${scripts.size} script(s)` });
      expect(gzipBytes, `landing JS before interaction: ${(gzipBytes / 1024).toFixed(1)} KiB gzip`).toBeLessThanOrEqual(JS_BUDGET_BYTES);

      // 2. Text over 1 KB (the page, its stylesheet, scripts, JSON answers) came compressed.
      const large = textResponses.filter((item) => item.length > 1024);
      expect(large.length).toBeGreaterThan(0);
      for (const item of large) expect(['br', 'gzip'], `${item.url} content-encoding`).toContain(item.encoding);

      // 3. No layout shift after load...
      expect(await layoutShift(page), 'CLS after load').toBeLessThanOrEqual(CLS_BUDGET);

      // ...nor while the rest of the page (cards, sections, footer) loads into its kept space.
      for (let step = 0; step < 30; step += 1) {
        await page.mouse.wheel(0, viewport.height * 0.8);
        await page.waitForTimeout(150);
      }
      await page.waitForLoadState('networkidle');
      await expect(page.locator('footer')).toBeVisible();
      expect(await layoutShift(page), 'CLS after scrolling through the page').toBeLessThanOrEqual(CLS_BUDGET);
    });
  });
}
