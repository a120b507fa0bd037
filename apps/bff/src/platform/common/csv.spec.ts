import { describe, expect, it } from '@jest/globals';
import { csvCell, majorAmount } from './csv.js';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+91 98', "'+91 98"],
    ['-5 apples', "'-5 apples"],
    // A number written as text (a decimal amount) is a number, not a formula.
    ['-2.50', '-2.50'],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
  ])('%j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes numbers as they are, negative ones too', () => {
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(0)).toBe('0');
  });
});

describe('majorAmount', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [12345, '123.45'],
    [100, '1.00'],
    [-250, '-2.50'],
    [900719925474099, '9007199254740.99'],
  ])('%d minor is %s', (minor, major) => {
    expect(majorAmount(minor)).toBe(major);
  });
});
