import { describe, expect, it } from '@jest/globals';
import { handMadeCursors } from './cursors.js';
import type { FuzzRoute } from './openapi-routes.js';
import { systematicRequests } from './requests.js';

describe('hand-made cursors in the fuzz', () => {
  const route: FuzzRoute = {
    id: 'GET /api/v1/shops',
    method: 'GET',
    path: '/api/v1/shops',
    pathParams: [],
    query: [
      { name: 'cursor', required: false, schema: { type: 'string', maxLength: 200 } },
      { name: 'city', required: false, schema: { type: 'string', maxLength: 80 } },
    ],
    bodies: [],
    bodyRequired: false,
    auth: 'none',
  };
  const sent = systematicRequests(
    route,
    { credentials: [{ label: 'none', headers: {}, genuine: true }], bodyLimit: 1_000 },
    1,
  );

  it('sends each one once on a parameter named cursor, and not on others', () => {
    for (const label of Object.keys(handMadeCursors)) {
      expect(sent.filter((r) => r.labels.includes(`query cursor = ${label}`))).toHaveLength(1);
      expect(sent.some((r) => r.labels.includes(`query city = ${label}`))).toBe(false);
    }
    const negative = sent.find((r) => r.labels.includes('query cursor = cursor: offset -5'));
    expect(negative?.target).toContain(`cursor=${Buffer.from('[-5]').toString('base64url')}`);
  });
});
