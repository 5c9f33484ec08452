/** One step: a lazy query (a Drizzle builder runs only when awaited), a thunk, or a plain value. */
type StepResult<S> = S extends () => infer R ? Awaited<R> : Awaited<S>;

/**
 * Runs several queries one after the other and answers their results in order, like
 * `Promise.all` does in parallel. Inside a transaction every query goes to the same client, and
 * `pg` deprecates queueing queries on a busy client (removed in pg@9): never `Promise.all` a `tx`.
 * Drizzle builders are lazy and may be passed as they are; an async function must be passed as a
 * thunk (`() => load(tx, ids)`), else it starts at once.
 */
export async function inSequence<const T extends readonly unknown[]>(
  steps: T,
): Promise<{ -readonly [K in keyof T]: StepResult<T[K]> }> {
  const results: unknown[] = [];
  for (const step of steps)
    results.push(await (typeof step === 'function' ? (step as () => unknown)() : step));
  return results as { -readonly [K in keyof T]: StepResult<T[K]> };
}
