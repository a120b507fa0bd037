import { describe, expect, it } from '@jest/globals';
import {
  catalogueMessages as m,
  listingRequestSchema,
  requirementRequestSchema,
  type Shop,
} from '@matchbazaar/contracts';
import {
  emptyListingValues,
  listingErrorFields,
  listingRequestOf,
  type ListingFormValues,
} from './listing-form-values';
import { budgetText } from './money-text';
import {
  amountOf,
  amountText,
  checkRequest,
  errorsByField,
  fieldOfPath,
  isoOfLocalDateTime,
  localDateTimeText,
  quantityOf,
} from './post-form-helpers';
import {
  emptyRequirementValues,
  prefilledRequirementValues,
  requirementErrorFields,
  requirementRequestOf,
} from './requirement-form-values';
import { shopRequestOf, shopValuesOf } from './shop-form-values';

const shop = {
  id: 's1',
  slug: 'asha-rice',
  name: 'Asha Rice',
  place: { city: 'Pune', region: 'Maharashtra', country: 'IN', coordinates: null },
} as Shop;

const photo = { id: '4b8c2f40-9a5e-4c1e-9a52-0c7a1f0b6f11', thumbUrl: 't', cardUrl: 'c' };

const filled = (over: Partial<ListingFormValues> = {}): ListingFormValues => ({
  ...emptyListingValues(shop),
  title: 'Basmati rice, 25 kg bags',
  description: 'Aged basmati rice from Punjab, sorted and cleaned.',
  category: 'rice',
  photos: [photo],
  price: '1,250.50',
  ...over,
});

describe('money and quantities as typed', () => {
  it('reads major amounts into minor units, empty as null, nonsense as NaN', () => {
    expect(amountOf('1,250.50')).toBe(125050);
    expect(amountOf('  ')).toBeNull();
    expect(amountOf('12.345')).toBeNaN();
    expect(amountOf('-5')).toBeNaN();
  });

  it('writes minor units back as editable text', () => {
    expect(amountText(125050)).toBe('1250.50');
    expect(amountText(125000)).toBe('1250');
    expect(amountText(5)).toBe('0.05');
    expect(amountText(null)).toBe('');
  });

  it('takes whole quantities only', () => {
    expect(quantityOf('1,000')).toBe(1000);
    expect(quantityOf('2.5')).toBeNaN();
    expect(quantityOf('')).toBeNaN();
  });

  it('round-trips a deal end through the datetime-local text', () => {
    const iso = '2030-05-01T10:30:00.000Z';
    expect(isoOfLocalDateTime(localDateTimeText(iso))).toBe(iso);
    expect(isoOfLocalDateTime('')).toBe('');
  });

  it('says budgets in one currency', () => {
    expect(budgetText({ minMinor: 10000, maxMinor: 50000, currency: 'USD' })).toBe('$100 – $500');
    expect(budgetText({ minMinor: Number.NaN, maxMinor: 50000, currency: 'USD' })).toBe(
      'Up to $500',
    );
    expect(budgetText({ minMinor: null, maxMinor: null, currency: 'INR' })).toBe('');
  });
});

describe('error paths to form fields', () => {
  it('takes the longest matching prefix', () => {
    expect(fieldOfPath('price.amountMinor', listingErrorFields)).toBe('price');
    expect(fieldOfPath('price.unit', listingErrorFields)).toBe('priceUnit');
    expect(fieldOfPath('imageIds.3', listingErrorFields)).toBe('photos');
    expect(fieldOfPath('attributes.2.name', listingErrorFields)).toBe('attributes');
    expect(fieldOfPath('place.city', listingErrorFields)).toBe('city');
    expect(fieldOfPath('intent', listingErrorFields)).toBe('form');
  });

  it('keeps the first message per field (the API answer shape)', () => {
    expect(
      errorsByField(
        [
          { path: 'tags.0', msg: 'first' },
          { path: 'tags.1', msg: 'second' },
        ],
        listingErrorFields,
      ),
    ).toEqual({ tags: 'first' });
  });
});

describe('the listing form to its request', () => {
  it('a complete listing passes the API schema; the shop place is left for the server', () => {
    const request = listingRequestOf(filled(), 'publish', shop);
    expect(request).not.toHaveProperty('place');
    const checked = checkRequest(listingRequestSchema, request, listingErrorFields);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.data.price.amountMinor).toBe(125050);
  });

  it('another place is sent', () => {
    const request = listingRequestOf(filled({ city: 'Mumbai' }), 'publish', shop);
    expect(request.place).toEqual({ city: 'Mumbai', region: 'Maharashtra', country: 'IN' });
  });

  it('shows the catalogue texts on the fields that caused them', () => {
    const checked = checkRequest(
      listingRequestSchema,
      listingRequestOf(filled({ title: 'abc', price: '', photos: [] }), 'publish', shop),
      listingErrorFields,
    );
    expect(checked).toEqual({
      ok: false,
      errors: expect.objectContaining({ title: m.titleLength }),
    });
  });

  it('a fixed price needs an amount; on request needs none', () => {
    const missing = checkRequest(
      listingRequestSchema,
      listingRequestOf(filled({ price: '' }), 'publish', shop),
      listingErrorFields,
    );
    expect(missing).toEqual({ ok: false, errors: { price: m.priceRequired } });
    const onRequest = checkRequest(
      listingRequestSchema,
      listingRequestOf(filled({ price: '', priceType: 'on_request' }), 'publish', shop),
      listingErrorFields,
    );
    expect(onRequest.ok).toBe(true);
  });

  it('publishing needs a photo; a draft does not', () => {
    const values = filled({ photos: [] });
    expect(
      checkRequest(
        listingRequestSchema,
        listingRequestOf(values, 'publish', shop),
        listingErrorFields,
      ),
    ).toEqual({ ok: false, errors: { photos: m.imagesRequired } });
    expect(
      checkRequest(
        listingRequestSchema,
        listingRequestOf(values, 'draft', shop),
        listingErrorFields,
      ).ok,
    ).toBe(true);
  });

  it('a deal needs a compare-at price above the price', () => {
    const checked = checkRequest(
      listingRequestSchema,
      listingRequestOf(
        filled({ dealOn: true, compareAt: '1000', dealEnds: '2099-01-01T10:00' }),
        'publish',
        shop,
      ),
      listingErrorFields,
    );
    expect(checked).toEqual({ ok: false, errors: { compareAt: m.dealInvalid } });
  });
});

describe('the requirement form to its request', () => {
  const values = {
    ...emptyRequirementValues(),
    title: '200 cotton T-shirts',
    description: 'Plain white, sizes S to XL, with a one-colour logo print.',
    category: 'rice',
    city: 'Pune',
  };

  it('passes the API schema with an open budget', () => {
    const checked = checkRequest(
      requirementRequestSchema,
      requirementRequestOf(values, 'publish'),
      requirementErrorFields,
    );
    expect(checked.ok).toBe(true);
  });

  it('refuses a minimum above the maximum, on the maximum', () => {
    const checked = checkRequest(
      requirementRequestSchema,
      requirementRequestOf({ ...values, budgetMin: '500', budgetMax: '100' }, 'publish'),
      requirementErrorFields,
    );
    expect(checked).toEqual({ ok: false, errors: { budgetMax: m.budgetInvalid } });
  });
});

describe('the shop form', () => {
  it('leaves an empty address out so the server derives it', () => {
    const request = shopRequestOf({ ...shopValuesOf(null), name: 'Asha Rice', city: 'Pune' });
    expect(request).not.toHaveProperty('slug');
    expect(request.place).toEqual({ city: 'Pune', country: 'IN' });
  });
});

describe('a requirement started from a search', () => {
  it('takes the words, a real category, whole budgets, a known currency and the city', () => {
    const values = prefilledRequirementValues(
      new URLSearchParams(
        'title=sofa&category=rice&budgetMin=5000&budgetMax=20000&currency=INR&city=Jaipur',
      ),
    );
    expect(values).toMatchObject({
      title: 'sofa',
      category: 'rice',
      budgetMin: '5000',
      budgetMax: '20000',
      currency: 'INR',
      city: 'Jaipur',
    });
  });

  it('leaves out what it cannot use, and a long title is cut to the limit', () => {
    const values = prefilledRequirementValues(
      new URLSearchParams(
        `title=${'x'.repeat(500)}&category=no-such&budgetMax=1e9&currency=EUR&budgetMin=-5`,
      ),
    );
    expect(values.title.length).toBeLessThanOrEqual(120);
    expect(values).toMatchObject({ category: '', budgetMin: '', budgetMax: '', currency: 'INR' });
  });
});
