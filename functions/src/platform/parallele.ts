/** Runs `f` on every element, at most `n` at once. */
export async function enParallele<T>(elements: T[], n: number, f: (e: T) => Promise<unknown>): Promise<void> {
  let i = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, elements.length) }, async () => {
      while (i < elements.length) await f(elements[i++]);
    }),
  );
}
