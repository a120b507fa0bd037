/**
 * Asks `probe` every 100 ms until it answers something other than undefined, and returns that;
 * fails naming `what` after `timeoutMs`. For what settles after the call that caused it: a
 * worker's job, a change notice from PostgreSQL.
 */
export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
