/**
 * Maps `items` through `work` with at most `limit` calls in flight, answering in input order.
 * `work` is expected to settle (catch its own errors): one rejection rejects the whole map.
 */
export async function mapAtMost<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}
