// Whether a request is valid by the document: the harness's own reading of the route's schemas,
// independent of the server's code. Only a valid request may succeed.
import type { BodyPart } from './bodies.js';
import type { FuzzRoute, RouteBody } from './openapi-routes.js';
import { conforms, type Schema } from './schema.js';

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

export function pathValid(route: FuzzRoute, path: Record<string, { segment: string }>): boolean {
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

export function queryValid(
  route: FuzzRoute,
  query: { pairs: Array<[string, string]>; raw?: string },
): boolean {
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

export function bodyValid(route: FuzzRoute, body: BodyPart, bodyLimit: number, required: boolean) {
  // A route that takes no body never reads one, and GET bodies have no meaning: both ignore it.
  if (route.bodies.length === 0 || route.method === 'GET') return true;
  // No body at all may stand for an empty object (a server may read it so).
  if (!body.bytes) return !required || route.bodies.some((b) => conforms(b.schema, {}));
  const documented = route.bodies.find((b) => b.contentType === mediaType(body.contentType));
  if (!documented) return false;
  // Upload routes read their file parts as a stream with each field's own limit (its maxLength);
  // the body limit is for the bodies that are parsed whole.
  if (documented.contentType !== 'multipart/form-data' && body.bytes.length > bodyLimit)
    return false;
  const parsed = parsedBody(body, documented);
  return parsed.ok && conforms(documented.schema, parsed.value);
}
