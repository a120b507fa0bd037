// The OpenAPI 3.0 schema objects the BFF documents (zod's `openapi-3.0` output), read two ways: does
// a value conform (the verdict's "was this input valid?") and an arbitrary of conforming values (the
// base that mutations start from, so one bad field is not hidden behind another). A keyword this
// file does not know fails loudly: a schema it half-understood could call bad input valid.
import fc from 'fast-check';
import { fileBytes } from './files.js';

export interface Schema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}

/** Keywords that say nothing about validity. */
const annotations = new Set(['default', 'description', 'title', 'example', 'examples', 'readOnly']);
const keywords = new Set<string>([
  'type',
  'nullable',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'oneOf',
  'anyOf',
  'allOf',
]);
/** Formats whose rule this file applies; others would be silently unchecked. */
const formats = new Set(['binary', 'date-time', 'email', 'uuid', 'uri']);

/** Throws naming the first keyword or format (at its path) that `conforms` would not apply. */
export function assertUnderstood(schema: unknown, at = '#'): void {
  if (typeof schema !== 'object' || schema === null) throw new Error(`${at}: not a schema`);
  for (const [key, value] of Object.entries(schema)) {
    if (annotations.has(key)) continue;
    if (!keywords.has(key)) throw new Error(`${at}: schema keyword '${key}' is not understood`);
    if (key === 'format' && !formats.has(value as string))
      throw new Error(`${at}: format '${String(value)}' is not understood`);
  }
  const s = schema as Schema;
  for (const [name, property] of Object.entries(s.properties ?? {}))
    assertUnderstood(property, `${at}/properties/${name}`);
  if (typeof s.additionalProperties === 'object')
    assertUnderstood(s.additionalProperties, `${at}/additionalProperties`);
  if (s.items) assertUnderstood(s.items, `${at}/items`);
  for (const list of ['oneOf', 'anyOf', 'allOf'] as const)
    s[list]?.forEach((sub, i) => assertUnderstood(sub, `${at}/${list}/${i}`));
}

const codePoints = (text: string) => [...text].length;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Buffer.isBuffer(value)) return 'binary';
  return typeof value;
}

function hasType(schema: Schema, value: unknown): boolean {
  const actual = typeOf(value);
  if (value === null) return schema.type === 'null' || schema.nullable === true || !schema.type;
  switch (schema.type) {
    case undefined:
      return true;
    case 'integer':
      return actual === 'number' && Number.isInteger(value);
    case 'number':
      return actual === 'number' && Number.isFinite(value);
    case 'string':
      // A multipart file part is a string of `format: binary` in OpenAPI.
      return actual === 'string' || (actual === 'binary' && schema.format === 'binary');
    default:
      return actual === schema.type;
  }
}

const formatRules: Record<string, (text: string) => boolean> = {
  binary: () => true,
  'date-time': (text) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(text),
  email: (text) => /^[^\s@]+@[^\s@]+$/.test(text),
  uuid: (text) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text),
  uri: (text) => URL.canParse(text),
};

/** Whether `value` satisfies `schema` (Buffers stand for multipart files). */
export function conforms(schema: Schema, value: unknown): boolean {
  if (!hasType(schema, value)) return false;
  if (value === null) return true;
  if (schema.enum && !schema.enum.some((option) => option === value)) return false;
  if ('const' in schema && schema.const !== value) return false;
  if (schema.allOf && !schema.allOf.every((sub) => conforms(sub, value))) return false;
  if (schema.anyOf && !schema.anyOf.some((sub) => conforms(sub, value))) return false;
  if (schema.oneOf && schema.oneOf.filter((sub) => conforms(sub, value)).length !== 1) return false;
  if (typeof value === 'string' || Buffer.isBuffer(value)) {
    // A file's length is its bytes (OpenAPI's maxLength on a `format: binary` string).
    const length = Buffer.isBuffer(value) ? value.length : codePoints(value);
    if (schema.minLength !== undefined && length < schema.minLength) return false;
    if (schema.maxLength !== undefined && length > schema.maxLength) return false;
  }
  if (typeof value === 'string') {
    if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value)) return false;
    if (schema.format && !formatRules[schema.format]!(value)) return false;
  }
  if (typeof value === 'number') {
    const { minimum, maximum, exclusiveMinimum: exMin, exclusiveMaximum: exMax } = schema;
    if (typeof exMin === 'number' && value <= exMin) return false;
    if (typeof exMax === 'number' && value >= exMax) return false;
    if (minimum !== undefined && (exMin === true ? value <= minimum : value < minimum))
      return false;
    if (maximum !== undefined && (exMax === true ? value >= maximum : value > maximum))
      return false;
    if (schema.multipleOf !== undefined && value % schema.multipleOf !== 0) return false;
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return false;
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return false;
    if (schema.items && !value.every((item) => conforms(schema.items!, item))) return false;
  }
  if (typeOf(value) === 'object') {
    const record = value as Record<string, unknown>;
    const own = (key: string) => Object.prototype.hasOwnProperty.call(record, key);
    if (schema.required?.some((key) => !own(key))) return false;
    for (const key of Object.keys(record)) {
      const property = schema.properties?.[key];
      if (property) {
        if (!conforms(property, record[key])) return false;
      } else if (schema.additionalProperties === false) {
        return false;
      } else if (typeof schema.additionalProperties === 'object') {
        if (!conforms(schema.additionalProperties, record[key])) return false;
      }
    }
  }
  return true;
}

/** Realistic values for a few well-known field names, so a valid base can get past format rules. */
function hinted(name: string | undefined): fc.Arbitrary<unknown> | undefined {
  if (!name) return undefined;
  if (/email/i.test(name))
    return fc.emailAddress().filter((text) => text.length <= 254 && !text.includes('..'));
  if (/phone/i.test(name)) return fc.stringMatching(/^\d{10,15}$/);
  if (/password/i.test(name)) return fc.constant('Fuzz-Passphrase-Tangerine-7');
  return undefined;
}

/** An arbitrary of values that conform to `schema` (`name`: the property it fills, for hints). */
export function validValue(schema: Schema, name?: string): fc.Arbitrary<unknown> {
  const base = baseValue(schema, name);
  const checked = base.filter((value) => conforms(schema, value));
  return schema.nullable ? fc.oneof({ arbitrary: checked, weight: 9 }, fc.constant(null)) : checked;
}

function baseValue(schema: Schema, name?: string): fc.Arbitrary<unknown> {
  if (schema.oneOf) return fc.oneof(...schema.oneOf.map((sub) => validValue(sub, name)));
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((sub) => validValue(sub, name)));
  if (schema.allOf?.length === 1) return validValue(schema.allOf[0]!, name);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'binary') return fileBytes;
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map(String);
      const hint = hinted(name);
      const plain = schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern))
        : fc.string({
            minLength: schema.minLength ?? 0,
            maxLength: Math.min(schema.maxLength ?? 40, 40),
            unit: 'grapheme',
          });
      return hint ? fc.oneof({ arbitrary: hint, weight: 3 }, plain) : plain;
    }
    case 'integer':
    case 'number': {
      const exMin = schema.exclusiveMinimum;
      const exMax = schema.exclusiveMaximum;
      let min = typeof exMin === 'number' ? exMin + 1 : (schema.minimum ?? -1000);
      let max = typeof exMax === 'number' ? exMax - 1 : (schema.maximum ?? 1000);
      if (exMin === true) min += 1;
      if (exMax === true) max -= 1;
      return fc.integer({
        min: Math.max(min, Number.MIN_SAFE_INTEGER),
        max: Math.min(max, Number.MAX_SAFE_INTEGER),
      });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? validValue(schema.items) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
    case undefined: {
      if (!schema.properties) return schema.type ? fc.constant({}) : fc.jsonValue();
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(schema.properties))
        shape[key] = validValue(property, key);
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
  }
}
