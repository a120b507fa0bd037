// Request bodies: JSON, multipart and urlencoded encodings of a value, the single-field mutations
// of a valid body, and the shapes every route gets whatever it documents (broken JSON, wrong
// content types, no body, too big).
import {
  brokenJsonTexts,
  hostileNumbers,
  hostileStrings,
  jsonTypeSamples,
  wrongContentTypes,
} from './hostile-values.js';
import type { FuzzRoute, RouteBody } from './openapi-routes.js';
import { handMadeCursors, isCursorParam } from './cursors.js';
import { hostileFiles } from './files.js';
import { conforms, type Schema } from './schema.js';

/** What a body is on the wire and, when the harness can tell, the value the server will parse. */
export interface BodyPart {
  label?: string;
  contentType?: string;
  bytes?: Buffer;
  /** The parsed view for a form body built here (JSON bodies are parsed back from their bytes). */
  value?: unknown;
}

const json = (value: unknown): BodyPart => ({
  contentType: 'application/json',
  bytes: Buffer.from(JSON.stringify(value) ?? ''),
});

/** A copy of `record` with `key` set as an own property, even `__proto__`. */
export function withKey(record: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...record };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

export function without(record: object, key: string): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...record };
  delete copy[key];
  return copy;
}

/** The object schemas a body may take (each branch of a oneOf). */
export function variants(schema: Schema): Schema[] {
  const subs = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  return subs.length > 0 ? subs.flatMap(variants) : [schema];
}

const boundary = '----matchbazaar-fuzz-7MA4YWxkTrZu0gW';

/** A multipart/form-data body with the given fields (Buffers become file parts). */
export function multipart(fields: Record<string, unknown>, bound = boundary): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const file = Buffer.isBuffer(value);
    chunks.push(
      Buffer.from(
        `--${bound}\r\nContent-Disposition: form-data; name="${name}"` +
          (file ? `; filename="fuzz.jpg"\r\nContent-Type: image/jpeg` : '') +
          '\r\n\r\n',
      ),
      file ? value : Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${bound}--\r\n`));
  return Buffer.concat(chunks);
}

/** A body of `documented`'s media type holding `value` (an object), as the harness can build it. */
export function encodeBody(documented: RouteBody, value: unknown, label?: string): BodyPart {
  const withLabel = (part: BodyPart) => (label ? { ...part, label } : part);
  switch (documented.contentType) {
    case 'multipart/form-data':
      return withLabel({
        contentType: `multipart/form-data; boundary=${boundary}`,
        bytes: multipart(value as Record<string, unknown>),
        value: formView(value),
      });
    case 'application/x-www-form-urlencoded': {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(value as Record<string, unknown>))
        form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
      return withLabel({
        contentType: documented.contentType,
        bytes: Buffer.from(form.toString()),
      });
    }
    default:
      return withLabel(json(value));
  }
}

/** What a form field holds once parsed: text (non-strings arrive as their JSON text) or a file. */
function formView(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      typeof v === 'string' || Buffer.isBuffer(v) ? v : JSON.stringify(v),
    ]),
  );
}

/** The file fields (`format: binary`) of a multipart body's schema. */
function fileFields(schema: Schema): Array<[string, Schema]> {
  return Object.entries(schema.properties ?? {}).filter(([, p]) => p.format === 'binary');
}

function isType(schema: Schema, type: string): boolean {
  return schema.type === type || variants(schema).some((s) => s.type === type);
}

/** Every single-field mutation of `base` under `schema`, each labelled. */
export function fieldMutations(schema: Schema, base: object) {
  const out: Array<{ label: string; value: unknown }> = [];
  const properties = Object.entries(schema.properties ?? {});
  for (const [name, property] of properties) {
    for (const [type, sample] of Object.entries(jsonTypeSamples))
      if (!conforms(property, sample))
        out.push({ label: `body.${name} = ${type}`, value: withKey(base, name, sample) });
    if (property.format === 'binary')
      for (const [label, file] of Object.entries(hostileFiles))
        out.push({ label: `body.${name} = ${label}`, value: withKey(base, name, file) });
    if (isType(property, 'string'))
      for (const [label, text] of Object.entries(hostileStrings))
        out.push({ label: `body.${name} = ${label}`, value: withKey(base, name, text) });
    if (isType(property, 'string') && isCursorParam(name))
      for (const [label, text] of Object.entries(handMadeCursors))
        out.push({ label: `body.${name} = ${label}`, value: withKey(base, name, text) });
    if (isType(property, 'number') || isType(property, 'integer'))
      for (const [label, number] of Object.entries(hostileNumbers))
        out.push({ label: `body.${name} = ${label}`, value: withKey(base, name, number) });
  }
  for (const name of schema.required ?? [])
    out.push({ label: `body.${name} missing`, value: without(base, name) });
  out.push(
    { label: 'body with an extra field', value: withKey(base, 'unexpectedField', 'x') },
    { label: 'body with __proto__', value: withKey(base, '__proto__', { isAdmin: true }) },
    { label: 'body with constructor', value: withKey(base, 'constructor', { prototype: {} }) },
    { label: 'body with a role', value: withKey(base, 'role', 'admin') },
  );
  return out;
}

/** Bodies every route gets whatever it documents: broken JSON, wrong types, no body, too big. */
export function shapeMutations(route: FuzzRoute, validText: string, bodyLimit: number): BodyPart[] {
  const bytes = Buffer.from(validText);
  const out: BodyPart[] = [];
  for (const [label, text] of Object.entries(brokenJsonTexts))
    out.push({
      label: `body: ${label}`,
      contentType: 'application/json',
      bytes: Buffer.from(text),
    });
  for (const contentType of wrongContentTypes)
    out.push({ label: `content type ${contentType}`, contentType, bytes });
  out.push(
    { label: 'no content type', bytes },
    { label: 'no body' },
    {
      label: 'invalid UTF-8 in JSON',
      contentType: 'application/json',
      bytes: Buffer.concat([
        Buffer.from('{"a":"'),
        Buffer.from([0xc3, 0x28, 0xff]),
        Buffer.from('"}'),
      ]),
    },
    {
      label: 'body over the limit',
      contentType: 'application/json',
      bytes: Buffer.from(JSON.stringify({ padding: 'x'.repeat(bodyLimit) })),
    },
  );
  const form = route.bodies.find((b) => b.contentType === 'multipart/form-data');
  if (form)
    out.push(
      ...fileFields(form.schema).map(([name, property]) =>
        // One byte over the field's documented limit (or the body limit when it names none).
        encodeBody(
          form,
          { [name]: Buffer.alloc((property.maxLength ?? bodyLimit) + 1, 0xff) },
          `multipart ${name} over its limit`,
        ),
      ),
      {
        label: 'multipart without its closing boundary',
        contentType: `multipart/form-data; boundary=${boundary}`,
        bytes: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\nab`),
      },
      {
        label: 'multipart with a wrong boundary',
        contentType: 'multipart/form-data; boundary=other',
        bytes: multipart({ x: 'y' }),
      },
      {
        label: 'multipart with 1,000 parts',
        contentType: `multipart/form-data; boundary=${boundary}`,
        bytes: multipart(
          Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, 'x'])),
        ),
      },
    );
  return out;
}
