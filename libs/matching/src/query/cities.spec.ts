import { describe, expect, it } from '@jest/globals';
import { indianCityNames, usCityNames } from './city-names.ts';
import { findCity, knownCities } from './cities.ts';
import { foldedWords } from './tokens.ts';

describe('city names', () => {
  it.each([
    ['bombay', 'Mumbai'],
    ['Mumbai', 'Mumbai'],
    ['bangalore', 'Bengaluru'],
    ['Bengaluru', 'Bengaluru'],
    ['calcutta', 'Kolkata'],
    ['madras', 'Chennai'],
    ['gurgaon', 'Gurugram'],
    ['poona', 'Pune'],
    ['baroda', 'Vadodara'],
    ['trivandrum', 'Thiruvananthapuram'],
    ['new delhi', 'Delhi'],
    ['cochin', 'Kochi'],
    ['vizag', 'Visakhapatnam'],
    ['allahabad', 'Prayagraj'],
    ['mysore', 'Mysuru'],
    ['nyc', 'New York'],
    ['new york', 'New York'],
    ['New York City', 'New York'],
    ['LA', 'Los Angeles'],
    ['los angeles', 'Los Angeles'],
    ['SF', 'San Francisco'],
    ['philly', 'Philadelphia'],
    ['vegas', 'Las Vegas'],
    ['st. louis', 'St. Louis'],
    ['winston-salem', 'Winston-Salem'],
    ['Sao Jose', null],
    ['', null],
    ['qwzx', null],
  ])('%s', (words, city) => {
    expect(findCity(words)).toBe(city);
  });

  it('finds the first city named in a phrase, a city that is also a word only after "in"', () => {
    expect(findCity('flats in poona')).toBe('Pune');
    expect(findCity('tractor hyderabad')).toBe('Hyderabad');
    expect(findCity('mobile phone cover')).toBeNull();
    expect(findCity('shops in mobile')).toBe('Mobile');
    expect(findCity('kota stone tiles')).toBeNull();
  });

  it('knows at least the 150 largest Indian and 100 largest US cities, each once', () => {
    expect(indianCityNames.length).toBeGreaterThanOrEqual(150);
    expect(usCityNames.length).toBeGreaterThanOrEqual(100);
    expect(new Set(knownCities).size).toBe(indianCityNames.length + usCityNames.length);
  });

  it('reads every spelling of every city back to it', () => {
    for (const line of [...indianCityNames, ...usCityNames]) {
      const [city = '', ...aliases] = line.split('|');
      expect(findCity(city)).toBe(city);
      for (const alias of aliases) {
        const spelling = alias.replace(/^\?/, '');
        // One spelling may name two places ('hyd', 'salem'): the first listed keeps it.
        expect(findCity(spelling)).toBeTruthy();
        expect(foldedWords(spelling).join(' ')).toBe(
          spelling.replace(/[-.]/g, ' ').replace(/\s+/g, ' '),
        );
      }
    }
  });
});
