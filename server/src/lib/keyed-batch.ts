/**
 * Groups work by key into batches: the first item of a key runs at once, alone; items of the same
 * key that arrive while a batch of that key is in flight wait and then run together as the next
 * batch. Keys are independent. Used for one cleaner's accepts (bookings.jobs.service.ts acceptBooking,
 * docs/decisions/0012 fourth pass): a burst of N accepts becomes two statements instead of N
 * statements waiting on each other's rows in PostgreSQL.
 *
 * `run(key, items)` must answer one result per item, in order; when it throws, every item of that
 * batch gets the error.
 */
export function createKeyedBatch<I, R>(run: (key: string, items: I[]) => Promise<R[]>): (key: string, item: I) => Promise<R> {
  interface Waiting {
    item: I;
    resolve: (result: R) => void;
    reject: (error: unknown) => void;
  }
  const queues = new Map<string, Waiting[]>();

  async function drain(key: string, batch: Waiting[]): Promise<void> {
    for (;;) {
      try {
        const results = await run(
          key,
          batch.map((w) => w.item),
        );
        if (results.length !== batch.length) throw new Error(`keyed batch: ${results.length} results for ${batch.length} items`);
        batch.forEach((w, i) => w.resolve(results[i] as R));
      } catch (error) {
        batch.forEach((w) => w.reject(error));
      }
      const next = queues.get(key) ?? [];
      if (next.length === 0) {
        queues.delete(key);
        return;
      }
      queues.set(key, []);
      batch = next;
    }
  }

  return (key, item) =>
    new Promise<R>((resolve, reject) => {
      const waiting = queues.get(key);
      if (waiting) {
        waiting.push({ item, resolve, reject });
        return;
      }
      queues.set(key, []);
      void drain(key, [{ item, resolve, reject }]);
    });
}
