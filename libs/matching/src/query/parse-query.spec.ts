import { describe, expect, it } from '@jest/globals';
import { hostileTexts } from '../testing/hostile-text.ts';
import { MAX_PRICE, type QueryFilters, parseQuery } from './parse-query.ts';

const filtersOf = (query: string): QueryFilters => parseQuery(query).filters;

describe('prices read from a query', () => {
  it.each<[string, QueryFilters]>([
    ['under 20000', { maxPrice: 20000 }],
    ['below $500', { maxPrice: 500, currency: 'USD' }],
    ['less than 5k', { maxPrice: 5000 }],
    ['upto 2 lakh', { maxPrice: 200000 }],
    ['up to 2 lakhs', { maxPrice: 200000 }],
    ['under ₹1,50,000', { maxPrice: 150000, currency: 'INR' }],
    ['between 1000 and 5000', { minPrice: 1000, maxPrice: 5000 }],
    ['1000-5000 rs', { minPrice: 1000, maxPrice: 5000, currency: 'INR' }],
    ['1000 \u2013 5000 rs', { minPrice: 1000, maxPrice: 5000, currency: 'INR' }],
    ['from 10k to 20k', { minPrice: 10000, maxPrice: 20000 }],
    ['1-2 lakh', { minPrice: 100000, maxPrice: 200000 }],
    ['above 300', { minPrice: 300 }],
    ['over $1,000', { minPrice: 1000, currency: 'USD' }],
    ['at least 250', { minPrice: 250 }],
    ['max 500', { maxPrice: 500 }],
    ['20k', { maxPrice: 20000 }],
    ['1.5 lakh', { maxPrice: 150000 }],
    ['2 crore', { maxPrice: 20000000 }],
    ['rs 500', { maxPrice: 500, currency: 'INR' }],
    ['Rs. 500', { maxPrice: 500, currency: 'INR' }],
    ['500 rupees', { maxPrice: 500, currency: 'INR' }],
    ['$500', { maxPrice: 500, currency: 'USD' }],
    ['500 dollars', { maxPrice: 500, currency: 'USD' }],
    ['usd 20', { maxPrice: 20, currency: 'USD' }],
    ['INR 750', { maxPrice: 750, currency: 'INR' }],
    ['50,000/-', { maxPrice: 50000, currency: 'INR' }],
    ['₹5l', { maxPrice: 500000, currency: 'INR' }],
    ['around 500 rs', { maxPrice: 500, currency: 'INR' }],
    ['under \u0968\u0966\u0966\u0966\u0966', { maxPrice: 20000 }],
    ['\u0968\u0966\u0966 \u0930\u0941\u092a\u092f\u0947', { maxPrice: 200, currency: 'INR' }],
    ['\uff15\uff10\uff10 rs', { maxPrice: 500, currency: 'INR' }],
  ])('%s', (query, filters) => {
    expect(parseQuery(query)).toEqual(expect.objectContaining({ text: '', filters }));
  });

  it('keeps what is not a price as words', () => {
    expect(parseQuery('sofa under 20000 in jaipur')).toEqual({
      text: 'sofa',
      filters: { maxPrice: 20000, city: 'Jaipur' },
      readings: [
        { kind: 'price', source: 'under 20000' },
        { kind: 'city', source: 'in jaipur' },
      ],
    });
    expect(parseQuery('iphone below $500')).toEqual({
      text: 'iphone',
      filters: { maxPrice: 500, currency: 'USD' },
      readings: [
        { kind: 'price', source: 'below $500' },
        { kind: 'currency', source: '$' },
      ],
    });
  });

  it('reads a bare number as a price only with a currency or a multiplier', () => {
    for (const query of [
      'iphone 15',
      'samsung s24',
      'a2 cow milk',
      '1121 basmati rice',
      'ps5',
      '10 to 20',
    ]) {
      expect(parseQuery(query)).toEqual({ text: query, filters: {}, readings: [] });
    }
  });

  it('reads both bounds and puts them in order', () => {
    expect(filtersOf('above 300 under 500')).toEqual({ minPrice: 300, maxPrice: 500 });
    expect(filtersOf('above 500 under 300')).toEqual({ minPrice: 300, maxPrice: 500 });
    expect(filtersOf('between 5000 and 1000')).toEqual({ minPrice: 1000, maxPrice: 5000 });
  });

  it('reads no negative, zero, endless or huge price', () => {
    expect(parseQuery('-500 rs').filters).toEqual({});
    expect(parseQuery('under -500').filters).toEqual({});
    expect(parseQuery('under 0').filters).toEqual({});
    expect(parseQuery('under 1e309').filters).toEqual({});
    expect(parseQuery(`under ${'9'.repeat(400)}`).filters).toEqual({});
    expect(parseQuery('under 2000000 crore').filters).toEqual({});
    expect(filtersOf('under 100000 crore')).toEqual({ maxPrice: MAX_PRICE });
  });
});

describe('quantities read from a query', () => {
  it.each<[string, string, QueryFilters['quantity']]>([
    ['sugar 50 kg bag', 'sugar bag', { amount: 50, unit: 'kg' }],
    ['rice 25kg', 'rice', { amount: 25, unit: 'kg' }],
    ['atta 10 kilo', 'atta', { amount: 10, unit: 'kg' }],
    ['tea 500g', 'tea', { amount: 500, unit: 'g' }],
    ['haldi 250 grams', 'haldi', { amount: 250, unit: 'g' }],
    ['steel 2 tonnes', 'steel', { amount: 2, unit: 'tonne' }],
    ['wheat 10 quintal', 'wheat', { amount: 10, unit: 'quintal' }],
    ['oil 15 litre tin', 'oil tin', { amount: 15, unit: 'litre' }],
    ['milk 1 liter', 'milk', { amount: 1, unit: 'litre' }],
    ['milk 2l', 'milk', { amount: 2, unit: 'litre' }],
    ['shampoo 200 ml', 'shampoo', { amount: 200, unit: 'ml' }],
    ['bananas 2 dozen', 'bananas', { amount: 2, unit: 'dozen' }],
    ['chairs 100 pcs', 'chairs', { amount: 100, unit: 'piece' }],
    ['cement 50 bags', 'cement', { amount: 50, unit: 'bag' }],
    ['mangoes 1 box', 'mangoes', { amount: 1, unit: 'box' }],
    ['biscuits 20 packets', 'biscuits', { amount: 20, unit: 'packet' }],
    ['office 1200 sq ft', 'office', { amount: 1200, unit: 'sqft' }],
    ['shop 300 sqft', 'shop', { amount: 300, unit: 'sqft' }],
    ['farm 5 acres', 'farm', { amount: 5, unit: 'acre' }],
  ])('%s', (query, text, quantity) => {
    expect(parseQuery(query)).toEqual(expect.objectContaining({ text, filters: { quantity } }));
  });

  it('leaves bhk, model numbers and 5g phones as words', () => {
    for (const query of ['2 bhk flat', '3bhk', 'samsung 5g phone', 'iphone 15 pro']) {
      expect(parseQuery(query)).toEqual({ text: query, filters: {}, readings: [] });
    }
  });

  it('reads a quantity and a price side by side', () => {
    expect(parseQuery('basmati rice 25 kg under rs 2000')).toEqual({
      text: 'basmati rice',
      filters: { quantity: { amount: 25, unit: 'kg' }, maxPrice: 2000, currency: 'INR' },
      readings: [
        { kind: 'quantity', source: '25 kg' },
        { kind: 'price', source: 'under rs 2000' },
        { kind: 'currency', source: 'rs' },
      ],
    });
  });
});

describe('conditions read from a query', () => {
  it.each<[string, string, QueryFilters['condition']]>([
    ['used cars', 'cars', 'used'],
    ['second hand bike', 'bike', 'used'],
    ['second-hand bike', 'bike', 'used'],
    ['secondhand sofa', 'sofa', 'used'],
    ['pre-owned iphone', 'iphone', 'used'],
    ['pre owned car', 'car', 'used'],
    ['laptop like new', 'laptop', 'used'],
    ['old fridge', 'fridge', 'used'],
    ['refurbished laptop', 'laptop', 'refurbished'],
    ['refurb iphone', 'iphone', 'refurbished'],
    ['brand new iphone 14', 'iphone 14', 'new'],
    ['new fridge', 'fridge', 'new'],
    ['sealed pack phone', 'phone', 'new'],
  ])('%s', (query, text, condition) => {
    const parsed = parseQuery(query);
    expect(parsed.text).toBe(text);
    expect(parsed.filters).toEqual({ condition });
  });

  it("reads 'old' only before something people buy", () => {
    expect(parseQuery('old car').filters).toEqual({ condition: 'used' });
    expect(parseQuery('old').filters).toEqual({});
    expect(parseQuery('old age home').filters).toEqual({});
    expect(parseQuery('old monk').filters).toEqual({});
  });

  it("lets a city or a phrase keep its 'new' and a verb its 'used'", () => {
    expect(parseQuery('new york apartments')).toEqual(
      expect.objectContaining({ text: 'apartments', filters: { city: 'New York' } }),
    );
    expect(parseQuery('new delhi sofa').filters).toEqual({ city: 'Delhi' });
    expect(parseQuery('new year gifts').filters).toEqual({});
    expect(parseQuery('oil used for cooking').filters).toEqual({});
  });
});

describe('cities read from a query', () => {
  it('reads "in", "near" and a bare city name, by any spelling', () => {
    expect(parseQuery('plumber in pune')).toEqual({
      text: 'plumber',
      filters: { city: 'Pune' },
      readings: [{ kind: 'city', source: 'in pune' }],
    });
    expect(parseQuery('flats near Bombay').filters).toEqual({ city: 'Mumbai' });
    expect(parseQuery('bangalore pg')).toEqual(
      expect.objectContaining({ text: 'pg', filters: { city: 'Bengaluru' } }),
    );
    expect(parseQuery('looking for a house to rent in bangalore').text).toBe(
      'looking for a house to rent',
    );
    expect(parseQuery('2 bhk in austin under $1000')).toEqual(
      expect.objectContaining({
        text: '2 bhk',
        filters: { city: 'Austin', maxPrice: 1000, currency: 'USD' },
      }),
    );
  });

  it('reads a city that is also a word only after "in"', () => {
    expect(parseQuery('mobile').filters).toEqual({});
    expect(parseQuery('buffalo milk').filters).toEqual({});
    expect(parseQuery('used phones in mobile').filters).toEqual({
      condition: 'used',
      city: 'Mobile',
    });
  });

  it('keeps the first city, the rest as words', () => {
    expect(parseQuery('pune to mumbai movers')).toEqual(
      expect.objectContaining({ text: 'to mumbai movers', filters: { city: 'Pune' } }),
    );
  });
});

describe('hostile queries', () => {
  const queries = [
    '',
    '   ',
    '!!! @@@ ### $$$ ₹₹₹',
    'under under under',
    'between and',
    'between 5 and',
    '$',
    '- - - 5 - -',
    '1e309',
    '-1e309',
    'NaN Infinity',
    '\u{1F600}\u{1F4B0} under \u{1F4B5}',
    '0x1F 0b101',
    '9'.repeat(10_000),
    'under 5k '.repeat(2_000),
    'in in in in in',
    '\u0000\u0001\u0002',
    '\ud800 lone surrogate',
    ...Object.values(hostileTexts),
  ];

  it.each(queries.map((query) => [query.slice(0, 40), query]))('%s', (_label, query) => {
    const parsed = parseQuery(query);
    expect(parsed.text.length).toBeLessThanOrEqual(500);
    for (const price of [parsed.filters.minPrice, parsed.filters.maxPrice]) {
      if (price !== undefined) {
        expect(Number.isFinite(price)).toBe(true);
        expect(price).toBeGreaterThan(0);
        expect(price).toBeLessThanOrEqual(MAX_PRICE);
      }
    }
  });

  it('reads only the first 500 characters', () => {
    expect(parseQuery(`${'a'.repeat(600)} under 500`).filters).toEqual({});
    expect(parseQuery(`${'a '.repeat(100)}under 500`).filters).toEqual({ maxPrice: 500 });
  });

  it('takes anything as input without throwing', () => {
    expect(parseQuery(undefined as unknown as string)).toEqual({
      text: '',
      filters: {},
      readings: [],
    });
    expect(parseQuery(42 as unknown as string).text).toBe('');
  });
});
