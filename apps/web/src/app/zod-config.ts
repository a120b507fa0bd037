// The page's Content Security Policy allows no eval (script-src 'self'). On its first object parse
// zod would probe for eval with `new Function` to decide whether to compile fast parsers; the
// probe's error is caught, but the browser still reports a policy violation. Jitless mode skips
// the probe and parses the plain way, which a form's few fields never notice.
//
// Zod keeps its settings on globalThis.__zod_globalConfig (so that every copy of it shares them),
// which lets the app set this before zod loads without bringing zod into the first page's code:
// zod comes with the pages that validate. app/zod-config.spec.ts checks zod still reads it there.
const host = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(host.__zod_globalConfig ??= {}).jitless = true;

export {};
