import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import ts from 'typescript';
import { cycleComponents, importGraph, pathBack } from './import-cycles.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A program over small files written to a temporary folder: name -> source. */
function programOf(files: Record<string, string>): ts.Program {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return ts.createProgram(
    Object.keys(files).map((name) => path.join(dir, name)),
    {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      noEmit: true,
    },
  );
}
const file = (name: string) => path.join(dir, name);

describe('the import-cycle lint rule', () => {
  it('sees a cycle closed by a type-only import and a dynamic one (the header had one)', () => {
    const graph = importGraph(
      programOf({
        'menubar.ts':
          "export const load = () => import('./panels');\nexport type Focus = 'first';\n",
        'panels.ts':
          "import type { Focus } from './menubar';\nexport const focus: Focus = 'first';\n",
      }),
    );
    const cycles = cycleComponents(graph);
    expect(cycles.get(file('menubar.ts'))).toBeDefined();
    expect(cycles.get(file('menubar.ts'))).toBe(cycles.get(file('panels.ts')));
    expect(pathBack(graph, file('panels.ts'), file('menubar.ts'))).toEqual([
      file('panels.ts'),
      file('menubar.ts'),
    ]);
  });

  it('sees longer cycles through re-exports, and leaves files off every cycle alone', () => {
    const graph = importGraph(
      programOf({
        'a.ts': "import { b } from './b';\nexport const a = b;\n",
        'b.ts': "export * from './c';\nexport const b = 1;\n",
        'c.ts': "import './a';\nexport const c = 1;\n",
        'leaf.ts': "import { a } from './a';\nexport const leaf = a;\n",
      }),
    );
    const cycles = cycleComponents(graph);
    expect(new Set([cycles.get(file('a.ts')), cycles.get(file('b.ts'))]).size).toBe(1);
    expect(cycles.get(file('c.ts'))).toBe(cycles.get(file('a.ts')));
    expect(cycles.has(file('leaf.ts'))).toBe(false);
    expect(pathBack(graph, file('b.ts'), file('a.ts'))).toEqual([
      file('b.ts'),
      file('c.ts'),
      file('a.ts'),
    ]);
  });

  it('finds no cycle where imports only go one way', () => {
    const graph = importGraph(
      programOf({
        'top.ts': "import { mid } from './mid';\nexport const top = () => import('./bottom');\n",
        'mid.ts': "import type { Bottom } from './bottom';\nexport const mid: Bottom = 1;\n",
        'bottom.ts': 'export type Bottom = number;\n',
      }),
    );
    expect(cycleComponents(graph).size).toBe(0);
  });
});
