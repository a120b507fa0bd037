// What a fuzz answer must be. A 5xx, no answer in time, or a 4xx without the error envelope fails;
// a success fails unless the request was valid by the document (its schemas and a genuine
// credential): the server accepting what its own document refuses is a hole, not a feature. On a
// route that documents no body, a 400 must name only its documented parameters: field errors
// about anything else mean it validates a body it does not document.
import { apiErrorSchema } from '@matchbazaar/contracts';
import type { Answer } from './http-send.js';
import type { FuzzRoute } from './openapi-routes.js';
import type { FuzzRequest } from './requests.js';

/** Why the answer is wrong, or undefined when it is right. */
export function verdict(
  request: FuzzRequest,
  answer: Answer,
  route: FuzzRoute,
): string | undefined {
  if (answer.status === 0) return answer.error ?? 'no answer';
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) {
    return request.valid ? undefined : `answered ${answer.status} to a request it should refuse`;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return `answered ${answer.status} without a JSON body`;
  }
  const envelope = apiErrorSchema.safeParse(body);
  if (!envelope.success || envelope.data.message.length === 0)
    return `answered ${answer.status} without the error envelope: ${answer.body.toString('utf8').slice(0, 200)}`;
  if (answer.status !== 400 || route.bodies.length > 0) return undefined;
  const documented = new Set(['', ...[...route.pathParams, ...route.query].map((p) => p.name)]);
  const undocumented = envelope.data.errors
    .map((e) => e.path.split('.')[0]!)
    .filter((field) => !documented.has(field));
  if (undocumented.length > 0)
    return `400 names fields the document does not list: ${[...new Set(undocumented)].join(', ')}`;
  return undefined;
}
