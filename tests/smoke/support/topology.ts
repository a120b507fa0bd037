import { expect, type BrowserContext, type Page } from '@playwright/test';
import { readProdState, type ProdState } from '../../../scripts/system/prod-state.ts';

/**
 * The production topology `npm run start:prod -- --smoke` started for this run (its state file):
 * which BFF holds a browser's socket, and killing a BFF or a worker the way an operating system
 * would (SIGKILL: no drain, no goodbye).
 */
export function topology(): ProdState {
  return readProdState(String(process.env.SMOKE_STATE_FILE));
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The BFFs still running, by their index in the state file. */
export function liveBffs(): number[] {
  return topology()
    .bffs.map((bff, index) => (isAlive(bff.pid) ? index : -1))
    .filter((index) => index >= 0);
}

/** SIGKILLs one process and waits until it is gone. */
export async function kill(pid: number): Promise<void> {
  process.kill(pid, 'SIGKILL');
  await expect.poll(() => isAlive(pid), { message: `process ${pid} gone` }).toBe(false);
}

/**
 * Sockets each BFF holds now (its Prometheus gauge, asked straight with the operator token);
 * a dead BFF counts none.
 */
export async function socketsPerBff(): Promise<number[]> {
  const { bffs, operatorToken } = topology();
  return Promise.all(
    bffs.map(async (bff) => {
      if (!isAlive(bff.pid)) return 0;
      const response = await fetch(`${bff.url}/metrics`, {
        headers: { Authorization: `Bearer ${operatorToken}` },
      });
      const text = await response.text();
      const count = /^matchbazaar_sockets_connected (\d+)$/m.exec(text)?.[1];
      if (count === undefined) throw new Error(`no socket gauge in ${bff.url}/metrics`);
      return Number(count);
    }),
  );
}

/**
 * Opens `path` in a new page of a signed-in context and answers the page and the index of the BFF
 * its socket connected to (the one whose count went up). `avoid`: while another BFF is alive, a
 * page whose socket landed on that one is closed and another opened (nginx's round robin sends the
 * next socket to the next BFF), so two people can be put on different BFFs.
 */
export async function openOnBff(
  context: BrowserContext,
  path: string,
  avoid?: number,
): Promise<{ page: Page; bff: number }> {
  const others = liveBffs().filter((index) => index !== avoid);
  for (let attempt = 0; attempt < 8; attempt++) {
    const before = await socketsPerBff();
    const page = await context.newPage();
    await page.goto(path);
    let bff = -1;
    await expect
      .poll(
        async () =>
          (bff = (await socketsPerBff()).findIndex((count, index) => count > before[index]!)),
        { message: `a socket from ${path} on a BFF`, timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(0);
    if (avoid === undefined || bff !== avoid || others.length === 0) return { page, bff };
    await page.close();
    // Its socket gone, so the next attempt counts from the same start.
    await expect.poll(socketsPerBff, { timeout: 30_000 }).toEqual(before);
    // nginx takes the BFFs in turn for every request, and the page makes the same number of
    // requests before its socket each time, so without other traffic the socket would land on
    // the same BFF again: one request more turns the next attempt to the other.
    await context.request.get('/api/health');
  }
  throw new Error(`every socket of ${path} landed on BFF ${avoid} in 8 attempts`);
}
