// `npm run chaos [-- --short] [--only <name>] [--no-build]`: faults under load against the production
// topology (two built BFFs, two built workers, PostgreSQL and Redis through loopback proxies the
// suite breaks; see docs/operations/chaos.md). Each scenario gets a fresh database and Redis
// prefix, generates its own steady load, injects one fault and prints one line: sent, arrived,
// lost, doubled, the worst latency and the recovery time. Exits 1 when anything was lost or
// doubled, a forbidden 5xx was answered, or a scenario's other checks failed.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildBff, buildWorker } from '../../scripts/system/built-bff.ts';
import { machineLoad } from '../load/bench-machine.ts';
import { resultLine, type Scenario } from './scenario.ts';
import { bffKilled } from './scenarios/bff-killed.ts';
import { bffRedisPartition } from './scenarios/bff-redis-partition.ts';
import { races } from './scenarios/races.ts';
import { redisDown } from './scenarios/redis-outage.ts';
import { workerKilled } from './scenarios/worker-killed.ts';
import { postgresDown, postgresSlow } from './scenarios/postgres-outage.ts';

const scenarios: Scenario[] = [
  bffKilled,
  races,
  postgresDown,
  postgresSlow,
  redisDown,
  bffRedisPartition,
  workerKilled,
];

const { values } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    only: { type: 'string' },
    // Run the apps as built last (apps/*/dist), e.g. while someone's half-done edit breaks the build.
    'no-build': { type: 'boolean', default: false },
    // A JSON file of the scenarios passed and failed, with their lines (npm test's chaos tier).
    report: { type: 'string' },
  },
});
const say = (line: string) => console.log(line);

const chosen = values.only
  ? scenarios.filter((s) => s.name.toLowerCase().includes(values.only!.toLowerCase()))
  : scenarios;
if (chosen.length === 0) {
  console.error(`no scenario matches "${values.only}": ${scenarios.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

if (!values['no-build']) {
  say('Building the BFF and the worker ...');
  buildBff();
  buildWorker();
}
const started = performance.now();
const lines: string[] = [];
let scenariosFailed = 0;
for (const scenario of chosen) {
  say(`${scenario.name} (${values.short ? 'short' : 'long'} form; ${machineLoad()}) ...`);
  const t0 = performance.now();
  try {
    const result = await scenario.run({ short: values.short, say });
    const line = resultLine(result, (performance.now() - t0) / 1000);
    lines.push(line);
    say(line);
    if (result.lost || result.doubled || result.problems.length) scenariosFailed++;
  } catch (error) {
    const line = `${scenario.name.padEnd(22)}  did not finish: ${error instanceof Error ? error.stack : String(error)}`;
    lines.push(line);
    say(line);
    scenariosFailed++;
  }
}
say('');
say(
  `Chaos, ${values.short ? 'short' : 'long'} form, ${((performance.now() - started) / 1000).toFixed(0)} s; ${machineLoad()}:`,
);
for (const line of lines) say(line);
if (values.report)
  writeFileSync(
    values.report,
    JSON.stringify({ passed: chosen.length - scenariosFailed, failed: scenariosFailed, lines }),
  );
process.exit(scenariosFailed ? 1 : 0);
