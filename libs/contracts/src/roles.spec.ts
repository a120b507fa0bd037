import { describe, expect, it } from '@jest/globals';
import { canAccess, normalizeRole, personaOf, type Role } from './roles.js';

describe('canAccess (docs/product/roles-and-access.md)', () => {
  // [role, allowed list, expected]
  const table: Array<[unknown, Role[] | undefined, boolean]> = [
    ['admin', ['admin'], true],
    ['admin', ['user'], true],
    ['admin', ['trader'], true],
    ['admin', ['support'], true],
    ['support', ['user'], true],
    ['support', ['support'], true],
    ['support', ['trader'], false],
    ['support', ['admin'], false],
    ['trader', ['user'], true],
    ['trader', ['trader'], true],
    ['trader', ['support'], false],
    ['trader', ['admin'], false],
    ['user', ['user'], true],
    ['user', ['trader'], false],
    ['user', ['support'], false],
    ['user', ['admin'], false],
    ['user', ['trader', 'user'], true],
    ['support', ['admin', 'support'], true],
    // unknown roles are read as user
    ['superuser', ['admin'], false],
    ['superuser', ['user'], true],
    [undefined, ['user'], true],
    [42, ['trader'], false],
    // no list: everyone who is signed in
    ['user', undefined, true],
    ['trader', [], true],
  ];
  it.each(table)('%p with %p -> %p', (role, allowed, expected) => {
    expect(canAccess(role, allowed)).toBe(expected);
  });
});

describe('normalizeRole and personaOf', () => {
  it.each([
    ['user', 'user', 'buyer'],
    ['trader', 'trader', 'seller'],
    ['support', 'support', 'buyer'],
    ['admin', 'admin', 'buyer'],
    ['seller', 'user', 'buyer'],
    ['', 'user', 'buyer'],
    [null, 'user', 'buyer'],
  ] as const)('%p -> role %p, persona %p', (input, role, persona) => {
    expect(normalizeRole(input)).toBe(role);
    expect(personaOf(input)).toBe(persona);
  });
});
