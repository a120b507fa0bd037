import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { allCategories, categoryIconPath, taxonomy } from '@matchbazaar/taxonomy';
import {
  coverDirectory,
  defaultIconFile,
  glyphs,
  iconDirectory,
  plannedCovers,
  plannedIcons,
} from './category-icons.ts';

const onDisk = readdirSync(iconDirectory).filter((name) => name.endsWith('.svg'));
const fileOf = (id: string) => categoryIconPath(id).split('/').pop() ?? '';

describe('the committed category icons and listing covers', () => {
  it('are exactly what scripts/generate-category-icons.ts writes (run it after taxonomy changes)', () => {
    const planned = plannedIcons();
    expect(onDisk.sort()).toEqual([...planned.keys()].sort());
    const outdated = [...planned].filter(
      ([name, svg]) => readFileSync(join(iconDirectory, name), 'utf8') !== svg,
    );
    expect(outdated.map(([name]) => name)).toEqual([]);
  });

  it('include the listing covers the generator writes, one per subgroup', () => {
    const planned = plannedCovers();
    const covers = readdirSync(coverDirectory).filter((name) => name.endsWith('.svg'));
    expect(covers.sort()).toEqual([...planned.keys()].sort());
    const outdated = [...planned].filter(
      ([name, svg]) => readFileSync(join(coverDirectory, name), 'utf8') !== svg,
    );
    expect(outdated.map(([name]) => name)).toEqual([]);
  });

  it('include one for every category, subgroup and group id, and the default', () => {
    const ids = [
      ...allCategories.map((category) => category.id),
      ...taxonomy.flatMap((group) => [group.id, ...group.subgroups.map((s) => s.id)]),
    ];
    expect(ids.filter((id) => !onDisk.includes(fileOf(id)))).toEqual([]);
    expect(onDisk).toContain(defaultIconFile);
  });

  it('choose a glyph only for ids that exist', () => {
    const ids = new Set(
      taxonomy.flatMap((group) => [group.id, ...group.subgroups.map((s) => s.id)]),
    );
    expect(Object.keys(glyphs).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('are small, labelled SVGs', () => {
    const rice = readFileSync(join(iconDirectory, 'rice.svg'), 'utf8');
    expect(rice).toMatch(/^<svg [^>]*viewBox="0 0 48 48"[^>]*role="img" aria-label="Rice">/);
    expect(rice).toContain('<path d="M');
    expect(rice.length).toBeLessThan(4_000);
  });
});
