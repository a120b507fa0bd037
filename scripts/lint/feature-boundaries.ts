// ESLint rule: the web app's layers import downwards only.
// - app/ (router, providers, layouts) composes features and shared pieces;
// - a feature (src/features/<name>/) never imports another feature, nor app/;
// - shared pieces (src/components, src/lib) never import a feature nor app/.
// What more than one feature needs belongs in apps/web/src/components or a lib.
import path from 'node:path';
import type { Rule } from 'eslint';

interface Layer {
  kind: 'feature' | 'app' | 'shared';
  name: string;
}

const layerOf = (file: string): Layer | null => {
  const match = /apps[\\/]web[\\/]src[\\/](features[\\/]([^\\/]+)|app|components|lib)[\\/]/.exec(
    file,
  );
  if (!match) return null;
  if (match[2]) return { kind: 'feature', name: match[2] };
  return { kind: match[1] === 'app' ? 'app' : 'shared', name: match[1]! };
};

export const featureBoundaries: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Web features import neither each other nor app/; shared pieces import neither',
    },
    messages: {
      crossFeature:
        'Feature "{{from}}" imports feature "{{to}}": move the shared piece to apps/web/src/components or a lib.',
      featureImportsApp:
        'Feature "{{from}}" imports app/: app/ composes features, not the other way round; move the piece to apps/web/src/components or a lib.',
      sharedImportsUpward:
        'Shared "{{from}}" imports {{to}}: shared pieces never depend on a feature or on app/; pass what they need in as props or move it down.',
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
      } else if (from.kind === 'shared' && to.kind !== 'shared') {
        const target = to.kind === 'app' ? 'app/' : `feature "${to.name}"`;
        context.report({
          node,
          messageId: 'sharedImportsUpward',
          data: { from: from.name, to: target },
        });
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
