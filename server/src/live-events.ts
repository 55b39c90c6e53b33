/**
 * Live subscription events filtered by the caller's current session (docs/decisions/0008 "Subscriptions"). Apart from
 * pubsub.ts so that the context (which listens to pubsub for revocations) and pubsub do not import
 * each other.
 */
import { filter, pipe, Repeater } from 'graphql-yoga';
import { liveContext, type Context } from './context.js';

/**
 * Subscription events the caller may still see: for EVERY event the caller's session is read
 * again (revoked session or suspended account: dropped) and `visible` runs against that fresh
 * context (it throws, e.g. AuthorizationError, when the caller may no longer see the event:
 * dropped). Access checked only when the subscription started is not enough.
 */
export function liveEvents<T>(
  ctx: Context,
  source: AsyncIterable<T>,
  visible: (live: Context, event: T) => Promise<unknown> = async () => undefined,
): AsyncIterable<T> {
  return pipe(
    source,
    filter(async (event: T) => {
      const live = await liveContext(ctx);
      if (!live) return false;
      try {
        await visible(live, event);
        return true;
      } catch {
        return false;
      }
    }),
  );
}

/**
 * `source` preceded by one `first` event (a subscription that catches up on reconnect; docs/decisions/0027: the live
 * booking page). The source starts listening BEFORE `first` is delivered, so a change published
 * between a client's query (or a lost websocket) and this subscription is never missed: the
 * subscriber reads the current state first, then every later change. Use a `first` event that
 * makes the resolver read the current state (e.g. `{ bookingId }`).
 */
export function startingWith<T>(first: T, source: AsyncIterable<T>): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    const iterator = source[Symbol.asyncIterator]();
    void stop.then(() => iterator.return?.());
    const pending = iterator.next(); // listening from here on
    await push(first);
    for (let latest = await pending; !latest.done; latest = await iterator.next()) await push(latest.value);
    stop();
  });
}
