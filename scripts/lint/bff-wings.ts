// ESLint rule: the BFF's wings import downwards only (docs/architecture.md, "The BFF's wings").
//   platform        config, database, Redis, queues, realtime transport, the request pipeline
//   identity        accounts, sign-in, sessions, profiles            imports platform
//   marketplace     shops, posts, search, matching, deals, orders    imports identity, platform
//   administration  admin users, settings screens, audit, support    imports any wing
// The composition root (apps/bff/src/*.ts) and the test kit (apps/bff/src/testing) sit outside
// the wings and may import any of them. Specs may set up what they test from any wing.
import path from 'node:path';
import type { Rule } from 'eslint';

export const wings = ['platform', 'identity', 'marketplace', 'administration'] as const;
type Wing = (typeof wings)[number];

const wingOf = (file: string): Wing | null => {
  const match = /apps[\\/]bff[\\/]src[\\/]([^\\/]+)[\\/]/.exec(file);
  const name = match?.[1];
  return wings.includes(name as Wing) ? (name as Wing) : null;
};

export const bffWings: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: "The BFF's wings import downwards only" },
    messages: {
      upward:
        '{{from}}/ imports {{to}}/, a wing above it: {{from}} is built on by {{to}}, never the reverse. Move the piece down, or let {{to}} hand it in (a provider the composition root wires).',
    },
    schema: [],
  },
  create(context) {
    const from = wingOf(context.filename);
    if (!from) return {};
    type Importing = Rule.Node & { source?: { value?: unknown } | null };
    const check = (node: Importing) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = wingOf(path.resolve(path.dirname(context.filename), spec));
      if (to && wings.indexOf(to) > wings.indexOf(from)) {
        context.report({ node, messageId: 'upward', data: { from, to } });
      }
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
