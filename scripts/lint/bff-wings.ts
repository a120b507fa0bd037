// ESLint rule: the BFF's wings import downwards only (docs/architecture.md, "The BFF's wings").
//   platform        config, database, Redis, queues, realtime transport, the request pipeline
//   identity        accounts, sign-in, sessions, profiles            imports platform
//   marketplace     shops, posts, search, matching, deals, orders    imports identity, platform
//   administration  admin users, settings screens, audit, support    imports any wing
// The composition root (apps/bff/src/*.ts) and the test kit (apps/bff/src/testing) sit outside
// the wings and may import any of them. Specs may set up what they test from any wing.
// A second rule keeps the domain folders (apps/bff/src/<wing>/<domain>/) out of loops: no chain of
// imports leads from a folder back to itself, so each folder sits wholly above or below another.
import path from 'node:path';
import type { Rule } from 'eslint';
import type ts from 'typescript';
import { cycleComponents, importGraph, pathBack, type ImportGraph } from './import-cycles.ts';

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

/** `<wing>/<domain>` of a BFF source file outside tests, else null. */
export function domainFolderOf(file: string): string | null {
  if (/\.(int-)?spec\.ts$/.test(file)) return null;
  const match =
    /apps[\\/]bff[\\/]src[\\/](platform|identity|marketplace|administration)[\\/]([^\\/]+)[\\/]/.exec(
      file,
    );
  return match ? `${match[1]}/${match[2]}` : null;
}

/** The files' graph collapsed to domain folders: which folders each folder imports. */
export function folderGraph(files: ImportGraph): ImportGraph {
  const folders: ImportGraph = new Map();
  for (const [file, imports] of files) {
    const from = domainFolderOf(file);
    if (!from) continue;
    const edges = folders.get(from) ?? new Map<string, string>();
    folders.set(from, edges);
    for (const target of imports.values()) {
      const to = domainFolderOf(target);
      if (to && to !== from) edges.set(to, to);
    }
  }
  return folders;
}

interface FolderAnalysis {
  graph: ImportGraph;
  folders: ImportGraph;
  loop: Map<string, string>;
}
const folderAnalyses = new WeakMap<ts.Program, FolderAnalysis>();
function folderAnalysis(program: ts.Program): FolderAnalysis {
  let result = folderAnalyses.get(program);
  if (!result) {
    const graph = importGraph(program);
    const folders = folderGraph(graph);
    result = { graph, folders, loop: cycleComponents(folders) };
    folderAnalyses.set(program, result);
  }
  return result;
}

export const bffFolderLoops: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: "The BFF's domain folders import each other in no loop" },
    messages: {
      loop: 'Folder loop: {{chain}}. Move what both folders need into a folder neither imports, or let the lower one declare what it needs.',
    },
    schema: [],
  },
  create(context) {
    const from = domainFolderOf(context.physicalFilename);
    const program = (context.sourceCode.parserServices as { program?: ts.Program } | undefined)
      ?.program;
    if (!from || !program) return {};
    const { graph, folders, loop } = folderAnalysis(program);
    const own = loop.get(from);
    if (own === undefined) return {};
    const edges = graph.get(context.physicalFilename);
    type Importing = Rule.Node & { source?: { value?: unknown } | null };
    const check = (node: Importing) => {
      const spec = node.source?.value;
      const target = typeof spec === 'string' ? edges?.get(spec) : undefined;
      const to = target && domainFolderOf(target);
      if (!to || to === from || loop.get(to) !== own) return;
      const chain = [from, ...pathBack(folders, to, from)].join(' -> ');
      context.report({ node, messageId: 'loop', data: { chain } });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

/**
 * The repositories other domains may read directly (docs/decisions/0026-repositories-and-one-
 * schema-owner.md): rows every domain shows or checks. Anything else goes through the owner's service.
 */
export const sharedRepositories: ReadonlySet<string> = new Set([
  'identity/users',
  'identity/activity',
  'marketplace/listings',
  'marketplace/requirements',
  'marketplace/shops',
  'marketplace/images',
  // The post table and photo helpers the listing and requirement repositories are built on.
  'marketplace/posts',
]);

export const bffRepositoryOwners: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: "A domain reads another's repository only where it is shared" },
    messages: {
      foreign:
        "{{from}}/ imports {{to}}/'s repository: ask {{to}}'s service, or name it as shared in decision 0026 and scripts/lint/bff-wings.ts.",
    },
    schema: [],
  },
  create(context) {
    const from = domainFolderOf(context.filename);
    if (!from) return {};
    type Importing = Rule.Node & { source?: { value?: unknown } | null };
    const check = (node: Importing & { importKind?: string; exportKind?: string }) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !/\.repository(\.js|\.ts)?$/.test(spec)) return;
      // A row's type gives no access to the rows: only a value import is a way around the service.
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const to = domainFolderOf(path.resolve(path.dirname(context.filename), spec));
      if (to && to !== from && !sharedRepositories.has(to)) {
        context.report({ node, messageId: 'foreign', data: { from, to } });
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
