import { describe, expect, it } from '@jest/globals';
import { phraseForms, plural, singular } from './inflect.ts';

describe('singular and plural', () => {
  it.each([
    ['vegetables', 'vegetable'],
    ['cars', 'car'],
    ['houses', 'house'],
    ['supplies', 'supply'],
    ['shoes', 'shoe'],
    ['dresses', 'dress'],
    ['knives', 'knife'],
    ['accessories', 'accessory'],
    ['boxes', 'box'],
    ['watches', 'watch'],
    ['glasses', 'glasses'],
    ['potatoes', 'potato'],
    ['tomatoes', 'tomato'],
    ['buses', 'bus'],
    ['toys', 'toy'],
    ['sofas', 'sofa'],
    ['gloves', 'glove'],
    ['cases', 'case'],
    ['children', 'child'],
  ])('%s and %s', (many, one) => {
    expect(singular(many)).toBe(one);
    if (many !== 'glasses') expect(plural(one)).toBe(many);
  });

  it('leaves words without a number alone', () => {
    for (const word of [
      'furniture',
      'equipment',
      'sportswear',
      'jeans',
      'tennis',
      'electronics',
      'stationery',
      'pulses',
    ]) {
      expect(singular(word)).toBe(word);
    }
  });

  it('gives a phrase with its last word in both numbers', () => {
    expect(phraseForms('fresh vegetables')).toEqual(['fresh vegetables', 'fresh vegetable']);
    expect(phraseForms('car')).toEqual(['car', 'cars']);
  });
});
