// What a phone's main thread does while a server-rendered page loads and its app takes it over,
// measured rather than simulated: Chromium (Debian's) with its CPU slowed four times, a trace of
// the page's load until the app has taken over (`html[data-app="ready"]`) and two seconds after.
// Lighthouse's blocking time is a model's estimate from an unslowed run and moves by a second
// between runs on this machine; this one counts the tasks as they ran, which finds what to cut.
//
// `node tests/load/takeover-profile.ts URL [--maps DIR] [--top N]`: the long tasks, then the
// functions that took the most time of their own, by source file and line when DIR holds the
// build's source maps (`vite build --sourcemap`). bench:web -- --profile prints the summary per page.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type CDPSession } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { chromiumLaunchOptions } from '../e2e/support/browser-options.ts';

/** The CPU slowdown Lighthouse's mobile profile stands for. */
const cpuSlowdown = 4;
/** A task longer than this blocks input; the part beyond it is blocking time (as Lighthouse's). */
const longTaskMs = 50;

export interface LongTask {
  /** From the navigation's start. */
  atMs: number;
  ms: number;
  /** What most of it was: script, the app's React work, style and layout, parsing... */
  mostly: string;
}

export interface TakeoverProfile {
  /** Each long task's time beyond 50 ms, summed until two seconds after the takeover. */
  blockingMs: number;
  /** When the app had taken the page over, from the navigation's start. */
  takenOverMs: number;
  longTasks: LongTask[];
  /** The V8 CPU profile of the same load, for a caller that wants functions. */
  cpuProfile: CpuProfile;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }>;
  samples: number[];
  timeDeltas: number[];
}

/** Debian's full Chromium, the browser Lighthouse runs in bench:web (the e2e tier uses its headless shell). */
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A task's main kind, by the events directly inside it. */
function kindOf(task: TraceEvent, inside: TraceEvent[]): string {
  const byKind = new Map<string, number>();
  for (const event of inside) {
    const kind =
      event.name === 'FunctionCall' && event.args?.data?.url?.includes('react-vendor')
        ? 'React (render, commit)'
        : ['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'RunMicrotasks'].includes(
              event.name,
            )
          ? 'script'
          : ['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize'].includes(event.name)
            ? 'style and layout'
            : ['ParseHTML', 'DocumentLoader::CommitNavigation'].includes(event.name)
              ? 'parsing the HTML'
              : null;
    if (kind) byKind.set(kind, (byKind.get(kind) ?? 0) + (event.dur ?? 0));
  }
  const [kind] = [...byKind].sort((a, b) => b[1] - a[1])[0] ?? ['other'];
  return task.dur ? kind : 'other';
}

async function traced(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'loading',
      ],
    },
    transferMode: 'ReportEvents',
  });
  await load();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/** Loads `url` once in a fresh phone-sized browser, CPU slowed 4x; the network is the machine's. */
export async function takeoverProfile(url: string): Promise<TakeoverProfile> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions, executablePath: chromePath });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    let takenOverMs = Number.NaN;
    const events = await traced(cdp, async () => {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForSelector('html[data-app="ready"]', { timeout: 120_000 });
      takenOverMs = await page.evaluate(() => performance.now());
      await page.waitForTimeout(2_000);
    });
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    // The page's main thread: the renderer thread that parsed its HTML.
    const parse = events.find((e) => e.name === 'ParseHTML');
    const start = events.find((e) => e.name === 'navigationStart' && e.pid === parse?.pid)?.ts;
    const main = events
      .filter((e) => e.pid === parse?.pid && e.tid === parse?.tid && e.ph === 'X' && e.dur)
      .sort((a, b) => a.ts - b.ts);
    const origin = start ?? main[0]?.ts ?? 0;
    const longTasks: LongTask[] = [];
    for (const task of main) {
      if (task.name !== 'RunTask' || (task.dur ?? 0) <= longTaskMs * 1_000) continue;
      const end = task.ts + task.dur!;
      const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end);
      // Only what the task ran directly, not what those ran in turn.
      const direct = inside.filter(
        (e) =>
          !inside.some(
            (o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!,
          ),
      );
      longTasks.push({
        atMs: Math.round((task.ts - origin) / 1_000),
        ms: Math.round(task.dur! / 1_000),
        mostly: kindOf(task, direct),
      });
    }
    const until = takenOverMs + 2_000;
    const blockingMs = longTasks
      .filter((task) => task.atMs <= until)
      .reduce((sum, task) => sum + Math.max(0, task.ms - longTaskMs), 0);
    return { blockingMs, takenOverMs: Math.round(takenOverMs), longTasks, cpuProfile: profile };
  } finally {
    await browser.close();
  }
}

/** Self time per function, by original file and line when the build's source maps are in `maps`. */
export function selfTimes(profile: CpuProfile, maps?: string): Array<[string, number]> {
  const consumers = new Map<string, SourceMapConsumer | null>();
  const consumerOf = (url: string) => {
    if (!maps || !url.includes('/assets/')) return null;
    if (!consumers.has(url)) {
      const file = path.join(maps, 'assets', `${url.split('/assets/')[1]!.split('?')[0]}.map`);
      consumers.set(
        url,
        existsSync(file)
          ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap)
          : null,
      );
    }
    return consumers.get(url) ?? null;
  };
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const { callFrame } = byNode.get(id)!;
    let name = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/^https?:\/\/[^/]+/, '')}`;
    const original = consumerOf(callFrame.url)?.originalPositionFor({
      line: callFrame.lineNumber + 1,
      column: callFrame.columnNumber,
    });
    if (original?.source)
      name = `${original.name ?? callFrame.functionName ?? '(anonymous)'} ${original.source.replace(/.*node_modules\//, '')}:${original.line}`;
    times.set(
      name.trim(),
      (times.get(name.trim()) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1_000,
    );
  });
  return [...times].sort((a, b) => b[1] - a[1]);
}

if (import.meta.filename === process.argv[1]) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { maps: { type: 'string' }, top: { type: 'string', default: '30' } },
  });
  const url = positionals[0];
  if (!url) {
    console.error('usage: node tests/load/takeover-profile.ts URL [--maps DIST_DIR] [--top N]');
    process.exit(2);
  }
  const result = await takeoverProfile(url);
  console.log(
    `${url}, CPU slowed ${cpuSlowdown}x: taken over at ${result.takenOverMs} ms, blocking time ${result.blockingMs} ms`,
  );
  for (const task of result.longTasks)
    console.log(
      `  task at ${String(task.atMs).padStart(5)} ms: ${String(task.ms).padStart(4)} ms, mostly ${task.mostly}`,
    );
  console.log('Functions by their own time:');
  for (const [name, ms] of selfTimes(result.cpuProfile, values.maps).slice(0, Number(values.top)))
    console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${name}`);
}
