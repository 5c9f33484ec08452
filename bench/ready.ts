/** Waits until a process the benchmark started answers `/readyz` (60 s at most). */
export async function ready(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${url} not ready`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
