// ESLint rule: an app never imports another app, specs and test helpers included
// (docs/architecture.md, "Boundaries"). The import is resolved, so `../../../worker/src/x.js` from
// apps/bff is caught though it never spells `apps/`. What two apps share belongs in libs/; a test
// that needs another app running starts it as its own process (scripts/system/worker-process.ts),
// and a test that drives two apps' code in one process lives in tests/integration/.
import path from 'node:path';
import type { Rule } from 'eslint';

const appOf = (file: string): string | null =>
  /(?:^|[\\/])apps[\\/]([^\\/]+)[\\/]/.exec(file)?.[1] ?? null;

export const appBoundaries: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'An app never imports another app, tests included' },
    messages: {
      otherApp:
        'apps/{{from}} imports apps/{{to}}: an app never imports another app. Move what both need to libs/, start the other app as a process, or put a test of both in tests/integration/.',
    },
    schema: [],
  },
  create(context) {
    const from = appOf(context.filename);
    if (!from) return {};
    const check = (node: Rule.Node, spec: unknown) => {
      if (typeof spec !== 'string') return;
      let to: string | null = null;
      if (spec.startsWith('.')) {
        to = appOf(path.resolve(path.dirname(context.filename), spec) + path.sep);
      } else {
        // The apps' own package names (@matchbazaar/bff, @matchbazaar/worker/…).
        const name = /^@matchbazaar\/([^/]+)/.exec(spec)?.[1];
        if (name && ['bff', 'worker', 'web', 'mail-sink'].includes(name)) to = name;
      }
      if (to && to !== from) context.report({ node, messageId: 'otherApp', data: { from, to } });
    };
    type Importing = Rule.Node & { source?: { value?: unknown } | null };
    const bySource = (node: Importing) => check(node, node.source?.value);
    return {
      ImportDeclaration: bySource,
      ImportExpression: bySource,
      ExportNamedDeclaration: bySource,
      ExportAllDeclaration: bySource,
      // `typeof import('…')` in a type: still a dependency on the other app's source.
      TSImportType(node: Rule.Node & { argument?: { literal?: { value?: unknown } } }) {
        check(node, node.argument?.literal?.value);
      },
    };
  },
};
