// ESLint rule: the web app's layers import downwards only.
// - app/ (router, providers, layouts) composes features and shared pieces;
// - a feature (src/features/<name>/) never imports another feature, nor app/;
// - shared UI (src/components) never imports a feature nor app/;
// - lib/ (session, server state, realtime, browser plumbing) imports only lib/: no feature, no
//   app/, no components/. Any feature, components/ and app/ may import it.
// What more than one feature needs belongs in apps/web/src/components (UI) or apps/web/src/lib.
import path from 'node:path';
import type { Rule } from 'eslint';

interface Layer {
  kind: 'feature' | 'app' | 'components' | 'lib';
  name: string;
}

const layerOf = (file: string): Layer | null => {
  const match = /apps[\\/]web[\\/]src[\\/](features[\\/]([^\\/]+)|app|components|lib)[\\/]/.exec(
    file,
  );
  if (!match) return null;
  if (match[2]) return { kind: 'feature', name: match[2] };
  const kind = match[1] as 'app' | 'components' | 'lib';
  return { kind, name: kind };
};

export const featureBoundaries: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Web features import neither each other nor app/; components/ and lib/ import neither, and lib/ no components/',
    },
    messages: {
      crossFeature:
        'Feature "{{from}}" imports feature "{{to}}": move the shared piece to apps/web/src/components or apps/web/src/lib, or let app/ compose the two.',
      featureImportsApp:
        'Feature "{{from}}" imports app/: app/ composes features, not the other way round; move the piece to apps/web/src/components or apps/web/src/lib.',
      sharedImportsUpward:
        'Shared "{{from}}" imports {{to}}: shared pieces never depend on a feature or on app/; pass what they need in as props or move it down.',
      libImportsComponents:
        'lib/ imports components/: lib/ is the bottom layer (no UI); move the piece into lib/ or pass it in.',
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from || from.kind === 'app') return {};
    type Importing = Rule.Node & { source?: { value?: unknown } | null };
    const check = (node: Importing) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), spec) + path.sep);
      if (!to) return;
      if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name) {
        context.report({ node, messageId: 'crossFeature', data: { from: from.name, to: to.name } });
      } else if (from.kind === 'feature' && to.kind === 'app') {
        context.report({ node, messageId: 'featureImportsApp', data: { from: from.name } });
      } else if (from.kind !== 'feature' && (to.kind === 'feature' || to.kind === 'app')) {
        const target = to.kind === 'app' ? 'app/' : `feature "${to.name}"`;
        context.report({
          node,
          messageId: 'sharedImportsUpward',
          data: { from: from.name, to: target },
        });
      } else if (from.kind === 'lib' && to.kind === 'components') {
        context.report({ node, messageId: 'libImportsComponents' });
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
