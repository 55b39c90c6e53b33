/**
 * afterResponse: work scheduled while answering starts only once the answer
 * has been written, however long writing it takes, so it can never lengthen the answer it follows.
 * A real node:http server and client; the answer is held back on purpose for longer than the delay.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AFTER_RESPONSE_DELAY_MS, afterResponse, settleAfterResponse, whileAnswering } from './after-response.js';

const HOLD_MS = AFTER_RESPONSE_DELAY_MS * 4;
const events: { what: string; at: number }[] = [];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    void whileAnswering(res, async () => {
      afterResponse('test', async () => void events.push({ what: 'job', at: performance.now() }));
      // A slow answer: more than the delay passes before it is written.
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      res.once('finish', () => events.push({ what: 'answered', at: performance.now() }));
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it(`a job scheduled while answering starts after the answer is written, not ${AFTER_RESPONSE_DELAY_MS} ms after it was scheduled`, async () => {
  const { port } = server.address() as AddressInfo;
  const body = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.text());
  expect(body).toBe('ok');
  await settleAfterResponse();
  expect(events.map((e) => e.what)).toEqual(['answered', 'job']);
  expect(events[1]!.at - events[0]!.at).toBeGreaterThanOrEqual(AFTER_RESPONSE_DELAY_MS - 2);
});
