// The values an attacker or a broken client sends, as named lists (every one is tried once per
// field in the systematic pass) and as arbitraries (mixed at random in the random pass).
import fc from 'fast-check';
import { madeUpWords } from '../../libs/matching/src/testing/hostile-text.js';

const MB = 1024 * 1024;

/** Strings whose length or characters break careless code. */
export const hostileStrings: Record<string, string> = {
  empty: '',
  '254 chars': 'a'.repeat(254),
  '255 chars': 'a'.repeat(255),
  '254-char address': `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
  '1 MB': 'x'.repeat(MB),
  '1 MB of dots after a@': `a@${'.'.repeat(MB - 3)}!`,
  NUL: 'ab\u0000cd',
  'CR/LF': 'line\r\nInjected-Header: 1\r\n\r\nbody',
  'lone high surrogate': 'x\ud800y',
  'lone low surrogate': '\udc00',
  'RTL override': '\u202egnp.exe',
  'zero-width': 'a\u200b\u200c\u200d\ufeffb',
  'combining marks': `e${'\u0301'.repeat(200)}`,
  emoji: '👩‍👩‍👧‍👦'.repeat(20),
  whitespace: ' \t\n ',
  'SQL-ish': "' OR 1=1 --",
  'HTML-ish': '<script>alert(1)</script>',
  'path traversal': '../../../../etc/passwd',
  'percent-encoded': '%00%2e%2e%2f',
  'format string': '%s%s%n%x',
  'JSON in a string': '{"__proto__":{"admin":true}}',
  'number-like': '1e3',
  'prototype key': '__proto__',
  // Text that reaches a post's meaning vector, the search or the automatic checks: a word no
  // typo repair should try (it cost 54 x L candidates of L letters: 2.2 s at 5,000), made-up
  // words each worth a repair, and letters that NFKD folds into a far longer word.
  '5,000-letter word': 'q'.repeat(5_000),
  '120 made-up words': madeUpWords(120, 23),
  'folds into a 1,000-letter word': '\u3300'.repeat(200),
};

/** Numbers at the edges of integer and float handling. */
export const hostileNumbers: Record<string, number> = {
  '1e3': 1e3,
  '-1': -1,
  zero: 0,
  'negative zero': -0,
  '2^31': 2 ** 31,
  '2^53+2': 2 ** 53 + 2,
  '1.5': 1.5,
  '1e308': 1e308,
  tiny: 5e-324,
};

/** One value of every JSON type, each of which is wrong for some field. */
export const jsonTypeSamples: Record<string, unknown> = {
  null: null,
  boolean: true,
  number: 42,
  string: 'text',
  array: ['a', 1, null],
  object: { nested: { deeper: 'x' } },
};

/** Request bodies that are not well-formed JSON (or not an object) under `application/json`. */
export const brokenJsonTexts: Record<string, string> = {
  empty: '',
  whitespace: '   ',
  truncated: '{"email": "a@b.c", ',
  'trailing comma': '{"a": 1,}',
  'single quotes': "{'a': 1}",
  'bare word': 'undefined',
  NaN: '{"a": NaN}',
  'two documents': '{"a":1}{"b":2}',
  'byte order mark': '\ufeff{}',
  'deep nesting': '['.repeat(100_000) + ']'.repeat(100_000),
  'top-level array': '[{"a":1}]',
  'top-level string': '"hello"',
  'top-level number': '1e3',
  'top-level null': 'null',
  'top-level true': 'true',
  'huge number': '{"a": 1e999}',
  'prototype poisoning': '{"__proto__": {"isAdmin": true}}',
  'constructor poisoning': '{"constructor": {"prototype": {"isAdmin": true}}}',
  'duplicate keys': '{"a": 1, "a": {"b": 2}}',
  'control characters': '{"a": "\u0001\u0002"}',
};

/** Content types a JSON route does not take (and odd spellings of the one it does). */
export const wrongContentTypes: string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/json, text/plain',
  'application/octet-stream',
  'image/jpeg',
  '*/*',
  ';;;',
];

/** Path segment values (already percent-encoded where they must be: the segment is sent as is). */
export const hostilePathSegments: Record<string, string> = {
  '10 kB id': 'a'.repeat(10 * 1024),
  '%00': '%00',
  'encoded NUL inside': 'ab%00cd',
  'invalid percent-encoding': '%ZZ',
  'lone percent': '%',
  'overlong UTF-8': '%C0%AF',
  'invalid UTF-8': '%FF%FE',
  'encoded slash': '..%2F..%2Fetc',
  dots: '..',
  '-1': '-1',
  '1e3': '1e3',
  '2^31': '2147483648',
  '2^53+2': '9007199254740994',
  '1.5': '1.5',
  hex: '0x10',
  NaN: 'NaN',
  Infinity: 'Infinity',
  'leading space': '%201',
  'RTL override': encodeURIComponent('\u202e1'),
  emoji: encodeURIComponent('👩‍👩‍👧'),
  'prototype key': '__proto__',
  constructor: 'constructor',
  'UUID-shaped': '00000000-0000-0000-0000-000000000000',
};

/** Query strings (without '?') that parsers choke on, beside the per-parameter values. */
export const hostileQueryStrings: Record<string, string> = {
  'lone percent': '%',
  'invalid percent-encoding': '%ZZ=%ZZ',
  'only separators': '&&&==&',
  'prototype pollution': '__proto__[admin]=1&constructor[prototype][admin]=1',
  'bracket arrays': 'a[]=1&a[]=2&b[c]=3',
  'encoded NUL': '%00=%00',
  '10 kB value': `x=${'a'.repeat(10 * 1024)}`,
  'many parameters': Array.from({ length: 500 }, (_, i) => `p${i}=${i}`).join('&'),
};

/** Values for a documented query parameter, as they appear in the query string (encoded). */
export const hostileQueryValues: Record<string, string> = {
  ...hostilePathSegments,
  empty: '',
  plus: '+1',
  '200-letter word': 'q'.repeat(200),
  'folds into a 1,000-letter word': encodeURIComponent('\u3300'.repeat(200)),
};

const named = <T>(table: Record<string, T>) =>
  fc.constantFrom(...Object.entries(table)).map(([label, value]) => ({ label, value }));

/** A hostile JSON value: a named edge case or a random JSON value of any type. */
export const hostileJson: fc.Arbitrary<{ label: string; value: unknown }> = fc.oneof(
  named(hostileStrings),
  named(hostileNumbers),
  named(jsonTypeSamples),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({ label: 'random JSON', value })),
  fc.string({ unit: 'binary', maxLength: 300 }).map((value) => ({ label: 'random text', value })),
);

export const namedBrokenJson = named(brokenJsonTexts);
export const namedPathSegment = named(hostilePathSegments);
export const namedQueryValue = named(hostileQueryValues);
export const namedQueryString = named(hostileQueryStrings);

/**
 * Headers besides the credential, each with a value a careless reader mishandles (an HTTP client
 * can only send Latin-1 text without CR, LF or NUL, so those stay in bodies and URLs).
 */
export const hostileHeaders: Record<string, Record<string, string>> = {
  '10 kB request id': { 'x-request-id': 'r'.repeat(10 * 1024) },
  'request id with spaces': { 'x-request-id': 'a b\tc' },
  'forwarded-for garbage': { 'x-forwarded-for': 'not-an-ip, ::::, 999.1.1.1, \u00ff' },
  'forwarded-for 1,000 hops': {
    'x-forwarded-for': Array.from({ length: 1000 }, (_, i) => `10.0.${i % 250}.1`).join(', '),
  },
  'cookie garbage': { cookie: '=;;;=x; mb_refresh; XSRF-TOKEN==; \u00e9=\u00ff' },
  '4 kB cookies': {
    cookie: Array.from({ length: 200 }, (_, i) => `c${i}=${'v'.repeat(12)}`).join('; '),
  },
  'forged site access cookie': { cookie: 'mb_site_access=s%3Averified.forged-signature' },
  'origin garbage': { origin: 'null' },
  'gzip claimed, not sent': { 'content-encoding': 'gzip' },
  'unknown encoding': { 'content-encoding': 'br, snappy' },
  'accept nothing JSON': { accept: 'image/png' },
  'accept-language garbage': { 'accept-language': `${'x-'.repeat(500)};q=abc` },
  'if-none-match garbage': { 'if-none-match': `W/"${'"'.repeat(50)}", *, ""` },
  'range garbage': { range: 'bytes=-1-2,999999999999999999-' },
  'expect 100-continue': { expect: '100-continue' },
  'x-http-method-override': { 'x-http-method-override': 'DELETE' },
};

/** Methods no route takes: the router answers 404 (or Node's parser 400), never a 5xx. */
export const strayMethods = ['TRACE', 'PROPFIND', 'FOO'];
