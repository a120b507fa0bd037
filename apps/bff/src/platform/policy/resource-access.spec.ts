import { describe, expect, it } from '@jest/globals';
import { messages } from '@matchbazaar/contracts';
import { ApiException } from '../common/api-exception.js';
import { ResourceAccess } from './resource-access.js';

const access = new ResourceAccess();
const trader = { userId: 'u-1', role: 'trader' as const };
const buyer = { userId: 'u-2', role: 'user' as const };

function refusal(run: () => unknown): { status: number; message: string } | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiException)) throw error;
    return { status: error.getStatus(), message: error.message };
  }
}

describe('ResourceAccess', () => {
  it('lets a role use its capability and refuses others with 403 and the given text', () => {
    expect(refusal(() => access.requireCapability(trader, 'open', 'shop'))).toBeUndefined();
    expect(
      refusal(() => access.requireCapability(buyer, 'open', 'shop', messages.catalogue.sellerOnly)),
    ).toEqual({ status: 403, message: messages.catalogue.sellerOnly });
    expect(refusal(() => access.requireCapability(null, 'create', 'savedSearch'))).toEqual({
      status: 403,
      message: messages.permission.denied,
    });
  });

  it('answers a row the caller may not see as missing, and one they may see but not change as forbidden', () => {
    const shop = { ownerId: 'u-1' };
    const describe = (row: typeof shop) => ({ kind: 'shop' as const, ownerIds: [row.ownerId] });
    const refusals = { notFound: messages.catalogue.shopNotFound };
    expect(access.authorize(trader, 'update', shop, describe, refusals)).toBe(shop);
    expect(refusal(() => access.authorize(buyer, 'update', shop, describe, refusals))).toEqual({
      status: 403,
      message: messages.permission.denied,
    });
    expect(refusal(() => access.authorize(buyer, 'update', null, describe, refusals))).toEqual({
      status: 404,
      message: messages.catalogue.shopNotFound,
    });
  });
});
