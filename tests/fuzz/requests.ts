// Malformed requests for one documented route: a systematic pass (every hostile value once in every
// field, parameter, header and body shape, each on an otherwise valid request, so one bad part is
// never hidden behind another) and a random pass (fast-check mixes several bad parts at once).
// Each request says whether it is valid by the document: only a valid request may succeed.
import fc from 'fast-check';
import {
  brokenJsonTexts,
  hostileHeaders,
  hostileJson,
  hostileNumbers,
  hostilePathSegments,
  hostileQueryStrings,
  hostileQueryValues,
  hostileStrings,
  jsonTypeSamples,
  namedBrokenJson,
  namedPathSegment,
  namedQueryString,
  namedQueryValue,
  strayMethods,
  wrongContentTypes,
} from './hostile-values.js';
import type { FuzzRoute, RouteBody, RouteParam } from './openapi-routes.js';
import { conforms, validValue, type Schema } from './schema.js';

/** An Authorization header (and cookies) to send; only a genuine one may get past the guards. */
export interface Credential {
  label: string;
  headers: Record<string, string>;
  genuine: boolean;
}

export interface FuzzRequest {
  method: string;
  /** Path and query exactly as sent (percent-encoded). */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What is unusual about this request ('body.email = 1 MB'), for reports. */
  labels: string[];
  /** Every part conforms to the document and the credential is genuine: only then may it succeed. */
  valid: boolean;
}

export interface RequestContext {
  /** Credentials to try on this route: genuine ones first. */
  credentials: Credential[];
  /** The BFF's body limit: a larger body is refused whatever it holds. */
  bodyLimit: number;
}

/** What a body is on the wire and, when the harness can tell, the value the server will parse. */
interface BodyPart {
  label?: string;
  contentType?: string;
  bytes?: Buffer;
  /** The parsed view for a form body built here (JSON bodies are parsed back from their bytes). */
  value?: unknown;
}

interface Parts {
  credential: Credential;
  /** Extra headers, labelled, and a method other than the route's (or none). */
  headers?: { label: string; values: Record<string, string> };
  method?: string;
  path: Record<string, { segment: string; label?: string }>;
  query: { pairs: Array<[string, string]>; raw?: string; labels: string[] };
  body: BodyPart;
}

// ---------------------------------------------------------------------------------------------
// Validity: the harness's own reading of the document, independent of the server's code.

const lenientDecode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text; // what the server's query parser does with a broken escape
  }
};

/** A path or query value as a typed value: numbers read as Number() reads them, like z.coerce. */
function coerce(schema: Schema, text: string): unknown {
  const types = [schema.type, ...(schema.oneOf ?? []).map((s) => s.type)];
  if ((types.includes('number') || types.includes('integer')) && text.trim() !== '')
    return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

function pathValid(route: FuzzRoute, path: Parts['path']): boolean {
  return route.pathParams.every((p) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path[p.name]!.segment);
    } catch {
      return false;
    }
    return conforms(p.schema, coerce(p.schema, decoded));
  });
}

function queryValid(route: FuzzRoute, query: Parts['query']): boolean {
  const text = [query.pairs.map(([k, v]) => `${k}=${v}`).join('&'), query.raw ?? '']
    .filter(Boolean)
    .join('&');
  const values = new Map<string, string[]>();
  for (const piece of text.split('&')) {
    if (!piece) continue;
    const at = piece.indexOf('=');
    const key = lenientDecode(at < 0 ? piece : piece.slice(0, at));
    values.set(key, [...(values.get(key) ?? []), lenientDecode(at < 0 ? '' : piece.slice(at + 1))]);
  }
  return route.query.every((p) => {
    const given = values.get(p.name);
    if (!given) return !p.required;
    if (given.length > 1) return p.schema.type === 'array';
    return conforms(p.schema, coerce(p.schema, given[0]!));
  });
}

/** The media type of a Content-Type header. Its charset is ignored: JSON is UTF-8 whatever a
 * header says (RFC 8259 section 8.1 defines no charset parameter). */
const mediaType = (contentType: string | undefined) =>
  contentType?.split(';')[0]!.trim().toLowerCase();

function parsedBody(body: BodyPart, documented: RouteBody): { ok: boolean; value?: unknown } {
  if (body.value !== undefined) return { ok: true, value: body.value };
  if (documented.contentType !== 'application/json' || !body.bytes) return { ok: false };
  try {
    // A parser may ignore a leading byte order mark (RFC 8259 section 8.1).
    return { ok: true, value: JSON.parse(body.bytes.toString('utf8').replace(/^\ufeff/, '')) };
  } catch {
    return { ok: false };
  }
}

function bodyValid(route: FuzzRoute, body: BodyPart, bodyLimit: number, required: boolean) {
  // A route that takes no body never reads one, and GET bodies have no meaning: both ignore it.
  if (route.bodies.length === 0 || route.method === 'GET') return true;
  // No body at all may stand for an empty object (the auth routes read it so).
  if (!body.bytes) return !required || route.bodies.some((b) => conforms(b.schema, {}));
  if (body.bytes.length > bodyLimit) return false;
  const documented = route.bodies.find((b) => b.contentType === mediaType(body.contentType));
  if (!documented) return false;
  const parsed = parsedBody(body, documented);
  return parsed.ok && conforms(documented.schema, parsed.value);
}

// ---------------------------------------------------------------------------------------------
// Assembly.

function assemble(route: FuzzRoute, parts: Parts, context: RequestContext): FuzzRequest {
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => parts.path[name]!.segment);
  const query = [parts.query.pairs.map(([k, v]) => `${k}=${v}`).join('&'), parts.query.raw ?? '']
    .filter(Boolean)
    .join('&');
  const headers: Record<string, string> = {
    ...parts.credential.headers,
    ...parts.headers?.values,
  };
  if (parts.body.contentType !== undefined) headers['content-type'] = parts.body.contentType;
  const labels = [
    `credential: ${parts.credential.label}`,
    ...Object.entries(parts.path).flatMap(([n, p]) => (p.label ? [`path ${n} = ${p.label}`] : [])),
    ...parts.query.labels,
    ...(parts.body.label ? [parts.body.label] : []),
    ...(parts.headers ? [`headers: ${parts.headers.label}`] : []),
    ...(parts.method ? [`method ${parts.method}`] : []),
  ];
  // Another method is another route (or none): it must be refused.
  const valid =
    parts.method === undefined &&
    (route.auth === 'none' || parts.credential.genuine) &&
    pathValid(route, parts.path) &&
    queryValid(route, parts.query) &&
    bodyValid(route, parts.body, context.bodyLimit, route.bodyRequired);
  return {
    method: parts.method ?? route.method,
    target: query ? `${path}?${query}` : path,
    headers,
    ...(parts.body.bytes ? { body: parts.body.bytes } : {}),
    labels,
    valid,
  };
}

// ---------------------------------------------------------------------------------------------
// Bodies.

const json = (value: unknown): BodyPart => ({
  contentType: 'application/json',
  bytes: Buffer.from(JSON.stringify(value) ?? ''),
});

/** A copy of `record` with `key` set as an own property, even `__proto__`. */
function withKey(record: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...record };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function without(record: object, key: string): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...record };
  delete copy[key];
  return copy;
}

/** The object schemas a body may take (each branch of a oneOf). */
function variants(schema: Schema): Schema[] {
  const subs = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  return subs.length > 0 ? subs.flatMap(variants) : [schema];
}

const boundary = '----matchbazaar-fuzz-7MA4YWxkTrZu0gW';

/** A multipart/form-data body with the given fields (Buffers become file parts). */
function multipart(fields: Record<string, unknown>, bound = boundary): Buffer {
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
function encodeBody(documented: RouteBody, value: unknown, label?: string): BodyPart {
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

function isType(schema: Schema, type: string): boolean {
  return schema.type === type || variants(schema).some((s) => s.type === type);
}

/** Every single-field mutation of `base` under `schema`, each labelled. */
function fieldMutations(schema: Schema, base: object) {
  const out: Array<{ label: string; value: unknown }> = [];
  const properties = Object.entries(schema.properties ?? {});
  for (const [name, property] of properties) {
    for (const [type, sample] of Object.entries(jsonTypeSamples))
      if (!conforms(property, sample))
        out.push({ label: `body.${name} = ${type}`, value: withKey(base, name, sample) });
    if (isType(property, 'string'))
      for (const [label, text] of Object.entries(hostileStrings))
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
function shapeMutations(route: FuzzRoute, validText: string, bodyLimit: number): BodyPart[] {
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
  if (route.bodies.some((b) => b.contentType === 'multipart/form-data'))
    out.push(
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
        label: 'multipart file over the limit',
        contentType: `multipart/form-data; boundary=${boundary}`,
        bytes: multipart({ image: Buffer.alloc(bodyLimit + 1, 0xff) }),
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

// ---------------------------------------------------------------------------------------------
// Parameters.

function validSegment(param: RouteParam, seed: number): string {
  const [value] = fc.sample(validValue(param.schema), { numRuns: 1, seed });
  return encodeURIComponent(String(value));
}

function validQueryPairs(route: FuzzRoute, seed: number): Array<[string, string]> {
  return route.query.flatMap((p, i) => {
    if (!p.required && seed % (i + 2) === 0) return [];
    const [value] = fc.sample(validValue(p.schema), { numRuns: 1, seed: seed + i });
    return [[p.name, encodeURIComponent(String(value))] as [string, string]];
  });
}

// ---------------------------------------------------------------------------------------------
// The two passes.

/** A valid request's parts: the base the systematic pass changes one part of at a time. */
function baseParts(route: FuzzRoute, context: RequestContext, seed: number): Parts {
  const body = route.bodies[0];
  const value = body ? fc.sample(validValue(body.schema), { numRuns: 1, seed })[0] : undefined;
  return {
    credential: context.credentials[0]!,
    path: Object.fromEntries(
      route.pathParams.map((p) => [p.name, { segment: validSegment(p, seed) }]),
    ),
    query: { pairs: validQueryPairs(route, seed), labels: [] },
    body: body ? encodeBody(body, value) : {},
  };
}

/** One request per hostile value per part of the route, each on an otherwise valid request. */
export function systematicRequests(
  route: FuzzRoute,
  context: RequestContext,
  seed: number,
): FuzzRequest[] {
  const base = baseParts(route, context, seed);
  const variations: Parts[] = [base];
  const vary = (change: Partial<Parts>) => variations.push({ ...base, ...change });

  for (const credential of context.credentials.slice(1)) vary({ credential });
  for (const [label, values] of Object.entries(hostileHeaders))
    vary({ headers: { label, values } });
  for (const method of strayMethods) vary({ method });
  for (const param of route.pathParams)
    for (const [label, segment] of Object.entries(hostilePathSegments))
      vary({ path: { ...base.path, [param.name]: { segment, label } } });
  for (const param of route.query) {
    const others = base.query.pairs.filter(([k]) => k !== param.name);
    for (const [label, value] of Object.entries(hostileQueryValues))
      vary({
        query: {
          pairs: [...others, [param.name, value]],
          labels: [`query ${param.name} = ${label}`],
        },
      });
    vary({
      query: {
        pairs: [...others, [param.name, '1'], [param.name, '2']],
        labels: [`query ${param.name} twice`],
      },
    });
  }
  for (const [label, raw] of Object.entries(hostileQueryStrings))
    vary({ query: { ...base.query, raw, labels: [`query: ${label}`] } });

  const validText = base.body.bytes?.toString() ?? '{}';
  for (const body of shapeMutations(route, validText, context.bodyLimit)) vary({ body });
  for (const documented of route.bodies) {
    for (const variant of variants(documented.schema)) {
      const [start] = fc.sample(validValue(variant), { numRuns: 1, seed });
      const record = typeof start === 'object' && start !== null ? start : {};
      for (const { label, value } of fieldMutations(variant, record))
        vary({ body: encodeBody(documented, value, `${label} (${documented.contentType})`) });
      vary({ body: encodeBody(documented, record) });
    }
  }
  return variations.map((parts) => assemble(route, parts, context));
}

/** Random requests: several parts bad at once, drawn by fast-check. */
export function randomRequests(
  route: FuzzRoute,
  context: RequestContext,
): fc.Arbitrary<FuzzRequest> {
  const segment = (param: RouteParam) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: validValue(param.schema).map((v) => ({
          segment: encodeURIComponent(String(v)),
        })),
      },
      {
        weight: 2,
        arbitrary: namedPathSegment.map(({ label, value }) => ({ segment: value, label })),
      },
      fc
        .string({ minLength: 1, maxLength: 30 })
        .map((s) => ({ segment: encodeURIComponent(s), label: 'random text' })),
    );
  const path = fc.record(Object.fromEntries(route.pathParams.map((p) => [p.name, segment(p)])));

  const queryPair = (param: RouteParam) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: validValue(param.schema).map((v) => ({
          pair: [param.name, encodeURIComponent(String(v))] as [string, string],
        })),
      },
      {
        weight: 2,
        arbitrary: namedQueryValue.map(({ label, value }) => ({
          pair: [param.name, value] as [string, string],
          label: `query ${param.name} = ${label}`,
        })),
      },
      fc.constant(undefined),
    );
  const query = fc
    .tuple(
      fc.tuple(...route.query.map(queryPair)),
      fc.option(namedQueryString, { freq: 4 }),
      fc.boolean(),
    )
    .map(([chosen, raw, twice]) => {
      const picked = chosen.filter((c) => c !== undefined);
      const pairs = picked.map((c) => c.pair);
      const labels = picked.flatMap((c) => ('label' in c && c.label ? [c.label] : []));
      if (twice && pairs[0]) {
        pairs.push(pairs[0]);
        labels.push(`query ${pairs[0][0]} twice`);
      }
      return raw
        ? { pairs, raw: raw.value, labels: [...labels, `query: ${raw.label}`] }
        : { pairs, labels };
    });

  const bodies = route.bodies.flatMap((documented) =>
    variants(documented.schema).map((variant) =>
      fc
        .tuple(
          validValue(variant),
          fc.array(
            fc.tuple(
              fc.constantFrom(
                ...Object.keys(variant.properties ?? { field: {} }),
                '__proto__',
                'extra',
              ),
              fc.oneof(hostileJson, fc.constant({ label: 'removed', value: undefined })),
            ),
            { maxLength: 3 },
          ),
        )
        .map(([start, changes]) => {
          let record: object = typeof start === 'object' && start !== null ? start : {};
          const labels: string[] = [];
          for (const [key, change] of changes) {
            record =
              change.value === undefined
                ? without(record, key)
                : withKey(record, key, change.value);
            labels.push(`body.${key} = ${change.label}`);
          }
          return encodeBody(documented, record, labels.join(', ') || undefined);
        }),
    ),
  );
  const body = fc.oneof(
    ...bodies.map((arbitrary) => ({ weight: 6, arbitrary })),
    namedBrokenJson.map(({ label, value }): BodyPart => ({
      label: `body: ${label}`,
      contentType: 'application/json',
      bytes: Buffer.from(value),
    })),
    fc.constantFrom(...wrongContentTypes).chain((contentType) =>
      fc.jsonValue({ maxDepth: 2 }).map((v): BodyPart => ({
        label: `content type ${contentType}`,
        contentType,
        bytes: Buffer.from(JSON.stringify(v) ?? ''),
      })),
    ),
    fc.constant<BodyPart>({}),
  );

  const credential = fc.oneof(
    { weight: 3, arbitrary: fc.constant(context.credentials[0]!) },
    { weight: 2, arbitrary: fc.constantFrom(...context.credentials) },
  );
  const headers = fc.option(
    fc
      .constantFrom(...Object.entries(hostileHeaders))
      .map(([label, values]) => ({ label, values })),
    { freq: 5, nil: undefined },
  );
  return fc
    .record({ credential, path, query, body, headers })
    .map((parts) => assemble(route, parts, context));
}
