import { accessLockedSchema } from '@matchbazaar/contracts';
import type { APIRequestContext } from '@playwright/test';
import { system } from './system.ts';

/** POST /api/access/verify through the web server, as the gate's own call goes. */
export function postAccessCode(request: APIRequestContext, code: string) {
  return request.post('/api/access/verify', { data: { code } });
}

/**
 * The BFF counts wrong codes, and locks out, per client address; every browser and request of a
 * run reaches it from the same one (the web server's proxy on 127.0.0.1), so one test's lockout
 * is every test's. Tests that submit codes therefore run one after another and start here: the
 * right code clears the count, and a lockout still running is waited out first.
 */
export async function clearServerAttempts(request: APIRequestContext): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await postAccessCode(request, system.accessCode);
    if (response.status() === 200) return;
    if (response.status() !== 429) {
      throw new Error(`POST /api/access/verify answered ${response.status()}`);
    }
    const { retryAfterSeconds } = accessLockedSchema.parse(await response.json());
    await new Promise((resolve) => setTimeout(resolve, retryAfterSeconds * 1000 + 250));
  }
  throw new Error('the server lockout did not end');
}
