import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import * as contracts from './index.js';
import { emailMaxLength, hasEmailShape, isDeliverableEmail } from './email-address.js';

/**
 * Every string a client can send is checked by a schema in this package. Each one must refuse a
 * megabyte of hostile text at once: a length check that does not stop validation, or a pattern
 * that backtracks, turns one request into seconds (or minutes) of blocked event loop.
 */

const MEGABYTE = 1024 * 1024;

const hostileValues: Record<string, string> = {
  'dots between at signs': `a@${'.'.repeat(MEGABYTE)}!@`,
  'one letter repeated': 'a'.repeat(MEGABYTE),
  'labels without an end': `a@a${'.a'.repeat(MEGABYTE / 2)}!`,
  'spaces around a letter': `${' '.repeat(MEGABYTE / 2)}a${' '.repeat(MEGABYTE / 2)}`,
  digits: '1'.repeat(MEGABYTE),
  'control characters': '\u0001'.repeat(MEGABYTE),
  'local part runs': `${"a'".repeat(MEGABYTE / 2)}@`,
};

/** The schemas of what clients send: request bodies, query strings and path parameters. */
const requestSchemaName = /(Request|Query|Change)Schema$|^ticketIdSchema$/;

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  coerce?: boolean;
  values?: unknown[];
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A path to a field that takes text, plus the fields that choose its branch of a union. */
interface TextField {
  path: string[];
  base: Record<string, unknown>;
}

function textFields(schema: z.ZodType, path: string[] = [], base = {}): TextField[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'enum':
      return [{ path, base }];
    case 'number':
      return def.coerce ? [{ path, base }] : [];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
        textFields(field, [...path, key], base),
      );
    case 'union':
      return (def.options ?? []).flatMap((option) =>
        textFields(option, path, { ...base, ...literalsOf(option) }),
      );
    case 'pipe':
      return textFields(def.in!, path, base);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return textFields(def.innerType!, path, base);
    default:
      return [];
  }
}

/** A union branch's literal fields (its discriminator), so a body reaches that branch. */
function literalsOf(option: z.ZodType): Record<string, unknown> {
  const def = defOf(option);
  if (def.type !== 'object') return {};
  return Object.fromEntries(
    Object.entries(def.shape ?? {})
      .filter(([, field]) => defOf(field).type === 'literal')
      .map(([key, field]) => [key, defOf(field).values?.[0]]),
  );
}

function bodyWith(field: TextField, value: string): unknown {
  if (field.path.length === 0) return value;
  const body: Record<string, unknown> = structuredClone(field.base);
  let node = body;
  field.path.slice(0, -1).forEach((key) => {
    node = (node[key] ??= {}) as Record<string, unknown>;
  });
  node[field.path.at(-1)!] = value;
  return body;
}

const requestSchemas = (Object.entries(contracts) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] =>
    requestSchemaName.test(entry[0]) && typeof (entry[1] as z.ZodType).safeParse === 'function',
);

const cases = requestSchemas.flatMap(([name, schema]) =>
  textFields(schema).flatMap((field) =>
    Object.keys(hostileValues).map((value) => ({
      label: `${name} ${field.path.join('.') || '(value)'}: ${value}`,
      schema,
      field,
      value,
    })),
  ),
);

/**
 * The CPU time this thread spent, in ms: unlike the wall clock it does not grow while other
 * processes hold the machine's cores, so a loaded CI machine cannot fail the bound (a run of
 * the old quadratic check still spends seconds of it).
 */
function cpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1_000;
}

describe('every request schema refuses a megabyte of hostile text quickly', () => {
  it('finds the request schemas and their text fields', () => {
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'registerRequestSchema',
        'loginRequestSchema',
        'subscriptionRequestSchema',
        'contactRequestSchema',
        'verifyContactRequestSchema',
        'passwordResetRequestSchema',
        'resendVerificationRequestSchema',
        'accessVerifyRequestSchema',
      ]),
    );
    expect(cases.length).toBeGreaterThan(200);
  });

  it.each(cases)('$label', ({ schema, field, value }) => {
    const body = bodyWith(field, hostileValues[value]!);
    // The best of three: a garbage collection of the test worker's heap can land in one parse
    // (201 ms of CPU once in CI); a quadratic check is slow every time.
    let elapsedMs = Infinity;
    for (let attempt = 0; attempt < 3 && elapsedMs >= 200; attempt++) {
      const started = cpuMs();
      const result = schema.safeParse(body);
      elapsedMs = Math.min(elapsedMs, cpuMs() - started);
      expect(result.success).toBe(false);
    }
    // Generous: the fix answers in about a millisecond; the bug took seconds to minutes.
    expect(elapsedMs).toBeLessThan(200);
  });

  it("the worker's mail job refuses them as quickly", () => {
    for (const value of Object.values(hostileValues)) {
      const started = cpuMs();
      const result = contracts.mailMessageSchema.safeParse({ to: value, subject: 's', text: 't' });
      expect(result.success).toBe(false);
      expect(cpuMs() - started).toBeLessThan(200);
    }
  });
});

describe('the one address rule', () => {
  it.each([
    ['ada@example.com', true],
    ['ada.lovelace+news@mail.example.co.uk', true],
    ["o'brien@example.ie", true],
    ['a@b.c', false],
    ['a..b@example.com', false],
    ['.a@example.com', false],
    ['a.@example.com', false],
    ["a'@example.com", false],
    ['a@-example.com', false],
    ['a@example', false],
    ['a@example.c0m', false],
    ['a"b@example.com', false],
    ['a@b@example.com', false],
    ['a b@example.com', false],
    [`${'a'.repeat(emailMaxLength - 12)}@example.com`, true],
    [`${'a'.repeat(emailMaxLength - 11)}@example.com`, false],
  ])('%s deliverable: %s', (address, deliverable) => {
    expect(isDeliverableEmail(address)).toBe(deliverable);
  });

  it('every deliverable address also has the form shape', () => {
    for (const address of ['ada@example.com', "o'brien@example.ie", 'x@a-b.example.org']) {
      expect(hasEmailShape(address)).toBe(true);
    }
  });

  it.each([
    ['a@b.c', true],
    ['a@b.', false],
    ['a@.c', false],
    ['@b.c', false],
    ['a@b.c d', false],
    ['a@b@c.d', false],
    ['ab.c', false],
  ])('%s has the form shape: %s', (address, shaped) => {
    expect(hasEmailShape(address)).toBe(shaped);
  });

  it('registration refuses what the mail job refuses (no saved user the worker cannot mail)', () => {
    const to: z.ZodType = contracts.mailMessageSchema.shape.to;
    for (const address of ['a@b.c', 'a"b@example.com', 'a@example.c0m', 'a@b', "x'@example.com"]) {
      expect(to.safeParse(address).success).toBe(false);
      expect(contracts.registerRequestSchema.safeParse({ email: address }).error?.issues).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: ['email'] })]),
      );
    }
  });
});
