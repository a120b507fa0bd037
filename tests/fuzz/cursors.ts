// Hand-made page cursors and ids: what a client that reads our base64url JSON cursors writes
// itself. The document says only "a string", so random text rarely decodes to anything; these
// decode to the right shape with values out of the range the database compares (an offset below
// zero, 1e300 for a bigint, a year past 9999, a 19-digit id past bigint). Only the answer's status
// is judged (verdict.ts): a 4xx with the envelope, never a 5xx.
import fc from 'fast-check';

const uuid = '0b9d6c1e-3f4a-4c2b-9e8d-7a6b5c4d3e2f';
const cursorOf = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');

/** Parameters that carry a cursor or an id to page after, by name. */
export const isCursorParam = (name: string) => ['cursor', 'after', 'before', 'upTo'].includes(name);

/** Decoded cursors, each as a client would send it: base64url JSON. */
const decoded: Record<string, unknown> = {
  'offset -5': [-5],
  'offset 1e300': [1e300],
  'offset 2.5': [2.5],
  'offset 2^53+2': [2 ** 53 + 2],
  'value 1e300 and a uuid': [1e300, uuid],
  'value -1e300 and a uuid': [-1e300, uuid],
  'value 1.5 and a uuid': [1.5, uuid],
  'value and no uuid': [1, 'x'],
  'time past 9999': ['+275760-09-13T00:00:00.000Z', uuid],
  'time before 1970': ['-271821-04-20T00:00:00.000Z', uuid],
  'time that is no time': ['yesterday', uuid],
  'time and a long id': ['2026-12-01T00:00:00.000Z', 'f'.repeat(500)],
  'empty array': [],
  'object instead of array': { at: 0, id: uuid },
  'three values': [1, uuid, uuid],
  null: null,
};

/** Ids as decimal text at the edges of PostgreSQL's bigint (notifications, the ledger). */
const ids: Record<string, string> = {
  'id past bigint': '9999999999999999999',
  'largest bigint': '9223372036854775807',
  'bigint + 1': '9223372036854775808',
  'id 0': '0',
};

/** Every hand-made cursor and id, labelled, as sent in a query string or a body field. */
export const handMadeCursors: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(decoded).map(([label, values]) => [`cursor: ${label}`, cursorOf(values)]),
  ),
  ...ids,
};

export const namedHandMadeCursor = fc
  .constantFrom(...Object.entries(handMadeCursors))
  .map(([label, value]) => ({ label, value }));
