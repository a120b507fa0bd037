import { describe, expect, it } from '@jest/globals';
import { blankForm, fieldErrors, liveTotal, majorText, requestOf } from './proposal-form-values';

describe('the proposal form', () => {
  const form = {
    ...blankForm({ quantity: 500, currency: 'INR' }, new Date('2026-11-27T10:00:00Z')),
    unitPrice: '12.50',
    message: 'Ready in a week.',
  };

  it('starts from the requirement: its quantity and currency, valid for two weeks', () => {
    expect(blankForm({ quantity: 40, currency: 'USD' }, new Date('2026-11-27T10:00:00Z'))).toEqual({
      unitPrice: '',
      currency: 'USD',
      quantity: '40',
      deliveryDays: '7',
      validUntil: '2026-12-11',
      message: '',
    });
  });

  it('sends minor units and whole numbers, never a total', () => {
    expect(requestOf(form, ['a'], ['d'])).toEqual({
      unitPriceMinor: 1250,
      currency: 'INR',
      quantity: 500,
      deliveryDays: 7,
      validUntil: '2026-12-11',
      message: 'Ready in a week.',
      attachmentIds: ['a'],
      documentIds: ['d'],
    });
    expect(requestOf({ ...form, unitPrice: '12.345', quantity: '2.5' }, [], [])).toMatchObject({
      unitPriceMinor: Number.NaN,
      quantity: Number.NaN,
    });
  });

  it('shows the total as the seller types, in minor units without float noise', () => {
    expect(liveTotal({ unitPrice: '0.10', quantity: '3' })).toBe(30);
    expect(liveTotal({ unitPrice: '12.50', quantity: '500' })).toBe(625_000);
    expect(liveTotal({ unitPrice: '', quantity: '500' })).toBeUndefined();
    expect(liveTotal({ unitPrice: '9999999999', quantity: '1000000' })).toBeUndefined();
  });

  it('puts field errors on the fields', () => {
    expect(
      fieldErrors({
        unitPriceMinor: 'too large',
        'attachmentIds.2': 'not yours',
        'documentIds.0': 'not yours either',
        x: 'y',
      }),
    ).toEqual({ unitPrice: 'too large', attachments: 'not yours', documents: 'not yours either' });
  });

  it('shows a stored amount as typed', () => {
    expect([majorText(1250), majorText(1200), majorText(5)]).toEqual(['12.50', '12', '0.05']);
  });
});
