/** Reads and deletes under way at once: enough to be quick, few enough for the store and the instance. */
const AT_ONCE = 16;

/** `work` on every item, `AT_ONCE` at a time, the results in the items' order. */
export async function inTurns<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
  return results;
}
