// Malformed requests for one documented route: a systematic pass (every hostile value once in every
// field, parameter, header and body shape, each on an otherwise valid request, so one bad part is
// never hidden behind another) and a random pass (fast-check mixes several bad parts at once).
// Each request says whether it is valid by the document: only a valid request may succeed.
import fc from 'fast-check';
import {
  encodeBody,
  fieldMutations,
  shapeMutations,
  variants,
  withKey,
  without,
  type BodyPart,
} from './bodies.js';
import {
  hostileHeaders,
  hostileJson,
  hostilePathSegments,
  hostileQueryStrings,
  hostileQueryValues,
  namedBrokenJson,
  namedPathSegment,
  namedQueryString,
  namedQueryValue,
  strayMethods,
  wrongContentTypes,
} from './hostile-values.js';
import { handMadeCursors, isCursorParam, namedHandMadeCursor } from './cursors.js';
import type { FuzzRoute, RouteParam } from './openapi-routes.js';
import { validValue } from './schema.js';
import { bodyValid, pathValid, queryValid } from './validity.js';

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
    const values = isCursorParam(param.name)
      ? { ...hostileQueryValues, ...handMadeCursors }
      : hostileQueryValues;
    for (const [label, value] of Object.entries(values))
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
        arbitrary: (isCursorParam(param.name)
          ? fc.oneof(namedQueryValue, namedHandMadeCursor)
          : namedQueryValue
        ).map(({ label, value }) => ({
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
