import { describe, expect, it } from '@jest/globals';
import { hostileTexts } from '../testing/hostile-text.ts';
import { classifyQuery } from './classify.ts';
import { parseQuery } from './parse-query.ts';

/** What a search box query names, after its filters are read out (as the search does). */
const namedBy = (query: string) => classifyQuery(parseQuery(query).text).named;

describe('the taxonomy node a query names', () => {
  it.each([
    ['fresh vegetables', 'fresh-vegetables', 'name'],
    ['used cars', 'cars', 'name'],
    ['houses for sale', 'houses', 'name'],
    ['kitchen appliances', 'appliances', 'synonym'],
    ['home appliances', 'appliances', 'name'],
    ['sportswear', 'sportswear', 'name'],
    ['sports wear', 'sportswear', 'synonym'],
    ['gym wear', 'sportswear', 'synonym'],
    ['office supplies', 'office-supplies', 'name'],
    ['laptops', 'laptops', 'name'],
    ['furniture', 'furniture', 'name'],
    ['ethnic wear', 'ethnic-wear', 'name'],
    ['real estate', 'real-estate', 'name'],
    ['dairy products', 'dairy-proteins', 'synonym'],
    ['building materials', 'raw-materials', 'synonym'],
    ['musical instruments', 'music', 'synonym'],
    ['flat for rent', 'apartments', 'synonym'],
    ['flat on rent', 'apartments', 'synonym'],
    ['sofa under 20000 in jaipur', 'sofas', 'name'],
    ['iphone below $500', 'mobiles', 'everyday'],
    ['sugar 50 kg bag', 'agriculture-food', 'everyday'],
    ['rice 50 kg bag', 'rice', 'name'],
    ['bhindi', 'fresh-vegetables', 'everyday'],
    ['sabzi', 'fresh-vegetables', 'synonym'],
    ['scooty', 'scooters', 'synonym'],
    ['kirana saman', 'agriculture-food', 'everyday'],
    ['kirana', 'agriculture-food', 'everyday'],
    ['geyser', 'appliances', 'everyday'],
    ['godown', 'warehouses', 'synonym'],
    ['sarson ka tel', 'cooking-oils', 'everyday'],
    ['bijli mistri', 'electrician', 'everyday'],
    ['someone to paint my house', 'house-painting', 'everyday'],
    ['plumber in pune', 'plumber', 'name'],
    ['tractor for my farm', 'tractors', 'name'],
    ['good laptop for college', 'laptops', 'name'],
    ['inverter for home', 'inverters', 'name'],
    ['where can i buy a second hand car', 'cars', 'name'],
    ['cheap mobile phones near me', 'mobiles', 'synonym'],
    ['wholesale rice supplier', 'rice', 'name'],
    ['shop for rent', 'retail-shops', 'everyday'],
    ['businesses for sale', 'businesses-for-sale', 'name'],
    ['chappal', 'sandals', 'everyday'],
    ['tomatos', 'fresh-vegetables', 'everyday'],
    ['cottage cheese', 'paneer', 'everyday'],
    ['gift for diwali', 'gift-hampers', 'everyday'],
  ])('%s names %s', (query, id, by) => {
    expect(namedBy(query)).toEqual(expect.objectContaining({ id, by }));
  });

  it('reads both numbers of a name', () => {
    for (const [one, many, id] of [
      ['vegetable', 'vegetables', 'fresh-vegetables'],
      ['car', 'cars', 'cars'],
      ['house', 'houses', 'houses'],
      ['office supply', 'office supplies', 'office-supplies'],
      ['shoe', 'shoes', 'footwear'],
      ['dress', 'dresses', 'dresses'],
      ['knife', 'knives', 'cookware'],
      ['accessory', 'accessories', 'accessories'],
      ['laptop', 'laptops', 'laptops'],
      ['sofa', 'sofas', 'sofas'],
    ] as const) {
      expect([one, classifyQuery(one).named?.id]).toEqual([one, id]);
      expect([many, classifyQuery(many).named?.id]).toEqual([many, id]);
    }
  });

  it('scores a whole name 1, a name inside the text less, an everyday word less again', () => {
    expect(classifyQuery('fresh vegetables').named?.score).toBe(1);
    const inside = classifyQuery('organic fresh vegetables from nashik farms');
    expect(inside.named).toBeNull();
    expect(inside.guesses[0]).toEqual(
      expect.objectContaining({ id: 'fresh-vegetables', by: 'name' }),
    );
    expect(inside.guesses[0]!.score).toBeGreaterThan(0.6);
    expect(inside.guesses[0]!.score).toBeLessThan(0.85);
    const everyday = classifyQuery('organic bhindi from nashik');
    expect(everyday.guesses[0]).toEqual(
      expect.objectContaining({ id: 'fresh-vegetables', by: 'everyday' }),
    );
    expect(everyday.guesses[0]!.score).toBeLessThan(inside.guesses[0]!.score);
  });

  it('guesses at most 5 nodes, best first, with their labels', () => {
    const { guesses } = classifyQuery('cricket football badminton tennis hockey golf yoga');
    expect(guesses).toHaveLength(5);
    for (let i = 1; i < guesses.length; i++) {
      expect(guesses[i - 1]!.score).toBeGreaterThanOrEqual(guesses[i]!.score);
    }
    expect(classifyQuery('fresh vegetables').guesses[0]).toEqual({
      id: 'fresh-vegetables',
      level: 'category',
      label: 'Fresh Vegetables',
      score: 1,
      by: 'name',
    });
    expect(classifyQuery('sportswear').guesses[0]).toEqual(
      expect.objectContaining({ level: 'subgroup', label: 'Sportswear' }),
    );
    expect(classifyQuery('real estate').guesses[0]).toEqual(
      expect.objectContaining({ level: 'group', label: 'Real Estate' }),
    );
  });

  it('names nothing for text that is only partly a name', () => {
    expect(classifyQuery('red leather sofa').named).toBeNull();
    expect(classifyQuery('red leather sofa').guesses[0]?.id).toBe('sofas');
  });

  it('finds nothing in nonsense, filler or an empty query', () => {
    for (const query of ['qwzx flurb', 'asdf', '', '   ', 'for sale near me', '!!!', '12345']) {
      expect(classifyQuery(query)).toEqual({ guesses: [], named: null });
    }
  });

  it('takes hostile text without throwing', () => {
    for (const text of Object.values(hostileTexts)) {
      const { guesses } = classifyQuery(text);
      expect(guesses.length).toBeLessThanOrEqual(5);
    }
    expect(classifyQuery('sofa '.repeat(10_000)).named).toBeNull();
    expect(classifyQuery(undefined as unknown as string)).toEqual({ guesses: [], named: null });
  });
});
