// The dashboard and the alert rules in ops/ name metrics by text; this keeps them from drifting
// from what the BFF and the worker register (docs/operations/metrics.md), and keeps each alert's
// runbook link pointing at an entry of docs/operations/alerts.md.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { BffMetrics } from '../../apps/bff/src/platform/metrics/bff-metrics.js';
import { WorkerMetrics } from '../../apps/worker/src/metrics/worker-metrics.js';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

/** PromQL words that are not metric names: operators, modifiers, literals. */
const keywords = new Set(
  'and or unless by without on ignoring group_left group_right bool offset inf nan'.split(' '),
);
/** Series Prometheus makes itself. */
const builtIn = new Set(['up']);

/** The metric names an expression reads: words that are neither functions, labels nor keywords. */
export function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values and strings
    .replace(/\{[^}]*\}/g, '') // label matchers
    .replace(/\[[^\]]*\]/g, '') // ranges and subqueries
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ''); // label lists
  const names = new Set<string>();
  for (const match of bare.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*(\s*\()?/g)) {
    const [whole, call] = match;
    const word = whole.replace(/\s*\($/, '');
    if (call || keywords.has(word.toLowerCase())) continue;
    names.add(word);
  }
  return [...names];
}

function registeredNames(): Set<string> {
  const names = new Set(builtIn);
  for (const registry of [new BffMetrics().registry, new WorkerMetrics().registry]) {
    for (const metric of registry.getMetricsAsArray()) {
      names.add(metric.name);
      if (String(metric.type) === 'histogram')
        for (const suffix of ['_bucket', '_sum', '_count']) names.add(metric.name + suffix);
    }
  }
  return names;
}

/** GitHub's anchor of a Markdown heading. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

const rules = (): Rule[] =>
  (parse(read('ops/prometheus/alerts.yml')) as { groups: { rules: Rule[] }[] }).groups.flatMap(
    (group) => group.rules,
  );

interface Panel {
  title: string;
  targets?: { expr: string }[];
  panels?: Panel[];
}

describe('the alert rules and the dashboard', () => {
  const registered = registeredNames();

  it('finds metric names in PromQL', () => {
    expect(
      metricNamesIn(
        'histogram_quantile(0.99, sum by (route, le) (rate(a_bucket{status=~"5.."}[5m]))) / b > 0.5 and on (x) c',
      ).sort(),
    ).toEqual(['a_bucket', 'b', 'c']);
  });

  it('parse, and each alert has an expression, a severity and a runbook entry', () => {
    const headings = new Set(
      [...read('docs/operations/alerts.md').matchAll(/^#{2,3} (.+)$/gm)].map((m) =>
        anchorOf(m[1]!),
      ),
    );
    const list = rules();
    expect(list.length).toBeGreaterThanOrEqual(10);
    for (const rule of list) {
      expect(rule.alert).toMatch(/^MatchBazaar[A-Za-z]+$/);
      expect(rule.expr.trim()).not.toBe('');
      expect(['page', 'ticket']).toContain(rule.labels?.severity);
      const url = rule.annotations?.runbook_url ?? '';
      const [file, anchor] = url.split('#');
      expect(`${rule.alert}: ${file}`).toBe(`${rule.alert}: docs/operations/alerts.md`);
      expect(`${rule.alert}: #${anchor}`).toBe(
        `${rule.alert}: #${headings.has(anchor ?? '') ? anchor : '(no such heading)'}`,
      );
    }
  });

  it('use only metrics the BFF or the worker registers', () => {
    const panels = (
      JSON.parse(read('ops/grafana/matchbazaar-dashboard.json')) as { panels: Panel[] }
    ).panels;
    const expressions = [
      ...rules().map((rule) => ({ where: rule.alert, expr: rule.expr })),
      ...panels.flatMap((panel) =>
        [panel, ...(panel.panels ?? [])].flatMap((p) =>
          (p.targets ?? []).map((t) => ({ where: p.title, expr: t.expr })),
        ),
      ),
    ];
    expect(expressions.length).toBeGreaterThan(30);
    const unknown = expressions.flatMap(({ where, expr }) =>
      metricNamesIn(expr)
        .filter((name) => !registered.has(name))
        .map((name) => `${where}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('are what docs/operations/metrics.md lists', () => {
    const documented = read('docs/operations/metrics.md');
    const ours = [...registered].filter(
      (name) => name.startsWith('matchbazaar_') && !/_(bucket|sum|count)$/.test(name),
    );
    expect(ours.filter((name) => !documented.includes(`\`${name}\``))).toEqual([]);
  });
});
