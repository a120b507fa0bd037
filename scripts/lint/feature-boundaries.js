// ESLint rule: a web feature (apps/web/src/features/<name>/) never imports another feature.
// Shared pieces belong in apps/web/src/components or a lib (DESIGN.md "Layout").
import path from 'node:path';

const featureOf = (file) => {
  const match = /apps[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file);
  return match ? match[1] : null;
};

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Web features do not import each other' },
    messages: {
      crossFeature:
        'Feature "{{from}}" imports feature "{{to}}": move the shared piece to apps/web/src/components or a lib.',
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), spec) + path.sep);
      if (to && to !== from)
        context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
