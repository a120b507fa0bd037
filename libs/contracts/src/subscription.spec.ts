import { describe, expect, it } from '@jest/globals';
import { subscriptionRequestSchema } from './subscription-request.js';
import {
  formatPhoneInput,
  subscriptionEmailError,
  subscriptionPhoneError,
} from './subscription.js';

describe('formatPhoneInput (docs/product/launch-page.md)', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123-4'],
    ['123456', '123-456'],
    ['1234567', '123-456-7'],
    ['1234567890', '123-456-7890'],
    ['12345678901', '+1 234-567-8901'],
    ['123456789012345', '+1 234-567-8901'],
    ['(555) 123-4567', '555-123-4567'],
    ['+1 (555) 123-4567', '+1 555-123-4567'],
    ['abc', ''],
    ['12a3-4', '123-4'],
  ])('%p -> %p', (typed, shown) => {
    expect(formatPhoneInput(typed)).toBe(shown);
  });
});

describe('subscription validation', () => {
  it.each([
    ['a@b.co', null],
    ['first.last@example.co.uk', null],
    ['', 'Please enter a valid email address.'],
    ['a@b', 'Please enter a valid email address.'],
    ['a b@c.de', 'Please enter a valid email address.'],
    ['@b.co', 'Please enter a valid email address.'],
  ])('email %p -> %p', (value, error) => {
    expect(subscriptionEmailError(value)).toBe(error);
  });

  it.each([
    ['555-123-4567', null],
    ['+1 555-123-4567', null],
    ['555-123-456', 'Please enter a valid phone number (at least 10 digits).'],
    ['', 'Please enter a valid phone number (at least 10 digits).'],
  ])('phone %p -> %p', (value, error) => {
    expect(subscriptionPhoneError(value)).toBe(error);
  });

  it('accepts the request shapes of docs/product/api.md and refuses others', () => {
    expect(
      subscriptionRequestSchema.safeParse({
        contactType: 'email',
        email: ' a@b.co ',
        source: 'launch_page',
      }).data,
    ).toEqual({ contactType: 'email', email: 'a@b.co', source: 'launch_page' });
    expect(
      subscriptionRequestSchema.safeParse({
        contactType: 'phone',
        phone: '5551234567',
        source: 'launch_page',
      }).success,
    ).toBe(true);
    for (const bad of [
      { contactType: 'phone', phone: '555-123-4567', source: 'launch_page' },
      { contactType: 'email', email: 'nope', source: 'launch_page' },
      { contactType: 'email', email: 'a@b.co', source: 'elsewhere' },
      { contactType: 'fax', source: 'launch_page' },
      { contactType: 'email', email: 'x'.repeat(300) + '@b.co', source: 'launch_page' },
    ]) {
      expect(subscriptionRequestSchema.safeParse(bad).success).toBe(false);
    }
  });
});
