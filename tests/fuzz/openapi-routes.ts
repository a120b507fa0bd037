// Every operation of the OpenAPI document the BFF serves, as what the fuzzer needs to attack it.
// A route is covered because it is documented, so a new route needs no change here; a route whose
// inputs are not documented fails loudly instead of being fuzzed half-blind.
import { assertUnderstood, type Schema } from './schema.js';

export interface RouteParam {
  name: string;
  required: boolean;
  schema: Schema;
}

export interface RouteBody {
  /** The media type, lower case ('application/json', 'multipart/form-data', ...). */
  contentType: string;
  schema: Schema;
}

/** Who may call: anyone, a signed-in user (bearer), or an admin / the operator token. */
export type RouteAuth = 'none' | 'bearer' | 'operator';

export interface FuzzRoute {
  /** 'POST /api/v1/auth/login': how reports name the route. */
  id: string;
  method: string;
  /** The path template with `{name}` placeholders. */
  path: string;
  pathParams: RouteParam[];
  query: RouteParam[];
  /** The body's documented media types; empty when the route takes no body. */
  bodies: RouteBody[];
  /** Whether a request must carry a body (`requestBody.required`). */
  bodyRequired: boolean;
  auth: RouteAuth;
}

interface OperationObject {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  security?: Array<Record<string, unknown>>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
}

const methods = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** The document's routes; throws one message listing every route whose inputs are not documented. */
export function routesOf(document: OpenApiDocument): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  const problems: string[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!methods.has(method)) continue;
      const id = `${method.toUpperCase()} ${path}`;
      const route = routeOf(id, method.toUpperCase(), path, operation, problems);
      routes.push(route);
    }
  }
  if (problems.length > 0)
    throw new Error(
      `The OpenAPI document leaves these inputs undocumented, so they cannot be fuzzed ` +
        `(document them with the Zod* decorators):\n  ${problems.join('\n  ')}`,
    );
  return routes;
}

function routeOf(
  id: string,
  method: string,
  path: string,
  operation: OperationObject,
  problems: string[],
): FuzzRoute {
  const params = (where: string): RouteParam[] =>
    (operation.parameters ?? [])
      .filter((p) => p.in === where)
      .map((p) => {
        if (!p.schema) problems.push(`${id}: ${where} parameter '${p.name}' has no schema`);
        return { name: p.name, required: p.required === true, schema: p.schema ?? {} };
      });
  const pathParams = params('path');
  const documented = new Set(pathParams.map((p) => p.name));
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g))
    if (!documented.has(name!)) problems.push(`${id}: path parameter '${name}' is not documented`);

  const bodies: RouteBody[] = [];
  for (const [contentType, media] of Object.entries(operation.requestBody?.content ?? {})) {
    if (!media.schema) problems.push(`${id}: body '${contentType}' has no schema`);
    else bodies.push({ contentType: contentType.toLowerCase(), schema: media.schema });
  }
  if (operation.requestBody && bodies.length === 0 && !problems.some((p) => p.startsWith(id)))
    problems.push(`${id}: the request body has no media type`);

  const route: FuzzRoute = {
    id,
    method,
    path,
    pathParams,
    query: params('query'),
    bodies,
    bodyRequired: operation.requestBody?.required === true,
    auth: authOf(operation),
  };
  const schemas = [
    ...route.pathParams.map((p) => [`${p.name} (path)`, p.schema] as const),
    ...route.query.map((p) => [`${p.name} (query)`, p.schema] as const),
    ...route.bodies.map((b) => [`body ${b.contentType}`, b.schema] as const),
  ];
  for (const [where, schema] of schemas) {
    try {
      assertUnderstood(schema);
    } catch (error) {
      problems.push(`${id}: ${where}: ${(error as Error).message}`);
    }
  }
  return route;
}

function authOf(operation: OperationObject): RouteAuth {
  const security = operation.security ?? [];
  // An empty requirement makes the others optional (OpenAPI 3.0, "Security Requirement Object").
  if (security.some((requirement) => Object.keys(requirement).length === 0)) return 'none';
  const schemes = new Set(security.flatMap((s) => Object.keys(s)));
  if (schemes.has('operator')) return 'operator';
  if (schemes.size > 0) return 'bearer';
  return 'none';
}
