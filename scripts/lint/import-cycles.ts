// ESLint rule: no import cycle anywhere. A cycle makes start-up order matter (a value read before
// the module that sets it has run) and ties together pieces that should be separable.
// eslint-plugin-import-x's no-cycle skips type-only imports without an option to count them, so it
// misses a cycle closed by `import type`; this rule reads the graph from the TypeScript program the
// typed lint has already built, and counts every edge: static, type-only, re-export and import().
import type { Rule } from 'eslint';
import ts from 'typescript';

/** Each file of a program and the program's files it imports, keyed by specifier. */
export type ImportGraph = Map<string, Map<string, string>>;

/** The specifier of every import of a file: static, type-only, re-export and dynamic. */
function importsOf(sourceFile: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/**
 * The program's own files (no declarations, nothing under node_modules) and, for each, the files
 * among them that it imports, keyed by specifier.
 */
export function importGraph(program: ts.Program): ImportGraph {
  const options = program.getCompilerOptions();
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, options);
  const own = (file: ts.SourceFile) =>
    !file.isDeclarationFile && !/[\\/]node_modules[\\/]/.test(file.fileName);
  const files = new Set(
    program
      .getSourceFiles()
      .filter(own)
      .map((file) => file.fileName),
  );
  const graph: ImportGraph = new Map();
  for (const fileName of files) {
    const edges = new Map<string, string>();
    for (const spec of importsOf(program.getSourceFile(fileName)!)) {
      const resolved = ts.resolveModuleName(spec, fileName, options, host, cache).resolvedModule;
      if (resolved && files.has(resolved.resolvedFileName)) {
        edges.set(spec, resolved.resolvedFileName);
      }
    }
    graph.set(fileName, edges);
  }
  return graph;
}

/** For each file on a cycle, the id of its strongly connected component (Tarjan's algorithm). */
export function cycleComponents(graph: ImportGraph): Map<string, string> {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const component = new Map<string, string>();
  const strongConnect = (file: string) => {
    indexOf.set(file, index);
    low.set(file, index);
    index++;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file)?.values() ?? []) {
      if (!indexOf.has(next)) {
        strongConnect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, indexOf.get(next)!));
      }
    }
    if (low.get(file) !== indexOf.get(file)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(member);
    } while (member !== file);
    const selfImport = [...(graph.get(file)?.values() ?? [])].includes(file);
    if (members.length > 1 || selfImport) for (const m of members) component.set(m, file);
  };
  for (const file of graph.keys()) if (!indexOf.has(file)) strongConnect(file);
  return component;
}

/** The shortest chain of imports from `from` back to `to` (both on the same cycle). */
export function pathBack(graph: ImportGraph, from: string, to: string): string[] {
  const previous = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (file === to) break;
    for (const next of graph.get(file)?.values() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  const chain: string[] = [];
  for (let file: string | null | undefined = to; file != null; file = previous.get(file)) {
    chain.unshift(file);
  }
  return chain;
}

interface Analysis {
  graph: ImportGraph;
  component: Map<string, string>;
}
const analysed = new WeakMap<ts.Program, Analysis>();
function analysis(program: ts.Program): Analysis {
  let result = analysed.get(program);
  if (!result) {
    const graph = importGraph(program);
    result = { graph, component: cycleComponents(graph) };
    analysed.set(program, result);
  }
  return result;
}

const shortName = (file: string) => file.split(/[\\/]/).slice(-2).join('/');

export const noImportCycle: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle, type-only and dynamic imports included' },
    messages: {
      cycle:
        'Import cycle: {{chain}}. Move what both sides need into a module that neither imports.',
    },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices as { program?: ts.Program } | undefined;
    const program = services?.program;
    if (!program) return {};
    const { graph, component } = analysis(program);
    const file = context.physicalFilename;
    const own = component.get(file);
    if (own === undefined) return {};
    const edges = graph.get(file);
    type Importing = Rule.Node & { source?: { value?: unknown } | null };
    const check = (node: Importing) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const target = edges?.get(spec);
      if (!target || component.get(target) !== own) return;
      const chain = [file, ...pathBack(graph, target, file)].map(shortName).join(' -> ');
      context.report({ node, messageId: 'cycle', data: { chain } });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
