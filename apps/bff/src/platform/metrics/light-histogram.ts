import type { Metric, Registry } from 'prom-client';

type Labels = Record<string, string | number>;
/** What prom-client's registry formats (its own types for it are not exported). */
interface Value {
  metricName: string;
  labels: Labels;
  value: number;
}

interface Series {
  labels: Labels;
  /** Observations per bucket, not cumulative; the last one is +Inf. */
  counts: number[];
  sum: number;
}

/**
 * A Prometheus histogram for the request path. prom-client's validates and hashes its label
 * object on every observation (about 1 µs); here the caller names the series with one string key,
 * and the labels are read only the first time the key is seen. Prometheus reads it as any other
 * histogram: prom-client's registry formats what `get` returns.
 */
export class LightHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #series = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly buckets: readonly number[],
    registry: Registry,
  ) {
    registry.registerMetric(this as unknown as Metric);
  }

  /** Adds `value` to the series `key`; `labels` makes its labels when the key is new. */
  observe(key: string, labels: () => Labels, value: number): void {
    let series = this.#series.get(key);
    if (!series) {
      series = {
        labels: labels(),
        counts: new Array<number>(this.buckets.length + 1).fill(0),
        sum: 0,
      };
      this.#series.set(key, series);
    }
    let bucket = 0;
    while (bucket < this.buckets.length && value > this.buckets[bucket]!) bucket++;
    series.counts[bucket]!++;
    series.sum += value;
  }

  get(): Promise<{
    name: string;
    help: string;
    type: string;
    aggregator: string;
    values: Value[];
  }> {
    const values: Value[] = [];
    for (const { labels, counts, sum } of this.#series.values()) {
      let cumulative = 0;
      counts.forEach((count, i) => {
        cumulative += count;
        const le = i < this.buckets.length ? this.buckets[i]! : '+Inf';
        values.push({
          metricName: `${this.name}_bucket`,
          labels: { ...labels, le },
          value: cumulative,
        });
      });
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: cumulative });
    }
    const { name, help, type, aggregator } = this;
    return Promise.resolve({ name, help, type, aggregator, values });
  }

  reset(): void {
    this.#series.clear();
  }
}
