import { describe, expect, it } from '@jest/globals';
import { isOperator } from './operator-basic-auth.js';

const token = 'operator-token-0123456789abcdef';
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('isOperator', () => {
  it('accepts operator:<token> only', () => {
    expect(isOperator(basic('operator', token), token)).toBe(true);
    expect(isOperator(basic('admin', token), token)).toBe(false);
    expect(isOperator(basic('operator', `${token}x`), token)).toBe(false);
    expect(isOperator(basic('operator', ''), token)).toBe(false);
    expect(isOperator(undefined, token)).toBe(false);
    expect(isOperator(`Bearer ${token}`, token)).toBe(false);
    expect(isOperator('Basic !!!', token)).toBe(false);
  });
});
