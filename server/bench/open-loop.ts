/**
 * An open-loop load: requests arrive at a fixed average rate, at random (Poisson) instants, whether
 * or not earlier answers have come, over at most `connections` kept-alive sockets. Each latency is
 * timed from the instant the request was due, so a request that waited for a free socket counts its
 * wait (no coordinated omission). autocannon's `overallRate` sends every connection's request on the
 * same tick (50 at once, four times a second at 200 req/s), which measures bursts, not a steady load.
 */
import http from 'node:http';
import type { Result } from 'autocannon';

export interface OpenLoopOptions {
  base: string;
  /** Requests per second, on average. */
  rate: number;
  /** Seconds. */
  duration: number;
  connections: number;
  /** The next request's path and headers. */
  next: () => { path: string; headers: Record<string, string> };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs the load; answers autocannon's figures (requests per second, latency percentiles, failures). */
export async function openLoop(opts: OpenLoopOptions): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const { path, headers } = opts.next();
      const req = http.get(`${opts.base}${path}`, { agent, headers }, (res) => {
        if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) non2xx += 1;
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          resolve();
        });
      });
      req.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const started = performance.now();
  const end = started + opts.duration * 1000;
  const inFlight: Promise<void>[] = [];
  let due = started;
  while (due < end) {
    // The next arrival: exponentially distributed gaps, `rate` a second on average.
    due += (-Math.log(1 - Math.random()) * 1000) / opts.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(send(due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v);
  const latency = {
    p50: ms(percentile(latencies, 50)),
    p90: ms(percentile(latencies, 90)),
    p99: ms(percentile(latencies, 99)),
    max: ms(latencies.at(-1) ?? 0),
  };
  const average = latencies.length / opts.duration;
  return {
    requests: { average, mean: average, p50: average, p90: average, p99: average, max: average, total: latencies.length },
    latency: { ...latency, average: 0, mean: 0 },
    errors,
    non2xx,
    timeouts: 0,
  };
}
