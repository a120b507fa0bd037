import { Registry } from 'prom-client';
import { LightHistogram } from './light-histogram.js';

describe('LightHistogram', () => {
  it('reads as a Prometheus histogram: cumulative buckets, +Inf, sum and count per series', async () => {
    const registry = new Registry();
    const histogram = new LightHistogram('t_seconds', 'a test', [0.1, 1], registry);
    const labels = () => ({ route: '/a/:id', status: 200 });
    for (const value of [0.05, 0.1, 0.5, 3]) histogram.observe('a', labels, value);
    histogram.observe('b', () => ({ route: '/b', status: 500 }), 2);
    const text = await registry.metrics();
    expect(text).toContain('# TYPE t_seconds histogram');
    expect(text).toContain('t_seconds_bucket{route="/a/:id",status="200",le="0.1"} 2');
    expect(text).toContain('t_seconds_bucket{route="/a/:id",status="200",le="1"} 3');
    expect(text).toContain('t_seconds_bucket{route="/a/:id",status="200",le="+Inf"} 4');
    expect(text).toContain('t_seconds_sum{route="/a/:id",status="200"} 3.65');
    expect(text).toContain('t_seconds_count{route="/a/:id",status="200"} 4');
    expect(text).toContain('t_seconds_bucket{route="/b",status="500",le="1"} 0');
    expect(text).toContain('t_seconds_count{route="/b",status="500"} 1');
  });
});
