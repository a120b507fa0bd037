import { describe, expect, it } from '@jest/globals';
import './zod-config';
import { z } from 'zod';
import { config } from 'zod/v4/core';

describe('the web app zod setting', () => {
  it('reaches zod: jitless, so zod never probes for eval under the Content Security Policy', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ name: z.string().min(1) }).safeParse({ name: 'Asha' }).success).toBe(true);
  });
});
