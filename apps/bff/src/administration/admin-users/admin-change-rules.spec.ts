import { describe, expect, it } from '@jest/globals';
import { adminChangeRefusal } from './admin-change-rules.js';

describe('adminChangeRefusal', () => {
  // [actor, target, active admins, removes admin rights, refusal]
  const table: [string, string, string[], boolean, string | null][] = [
    ['a', 'a', ['a', 'b'], true, 'self'],
    ['a', 'a', ['a', 'b'], false, 'self'],
    ['a', 'b', ['a', 'b'], true, null],
    // The actor lost their rights a moment ago (a concurrent demotion): b is the last one.
    ['a', 'b', ['b'], true, 'lastAdmin'],
    ['a', 'b', ['b'], false, null],
    ['a', 'u', ['a'], true, null], // not an admin: nothing to protect
    ['a', 'u', [], true, null],
  ];
  it.each(table)(
    '%s on %s with admins %p (removes: %p) -> %p',
    (actor, target, admins, removes, refusal) => {
      expect(
        adminChangeRefusal({
          actorId: actor,
          targetId: target,
          activeAdmins: admins,
          removesAdmin: removes,
        }),
      ).toBe(refusal);
    },
  );
});
