declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    non2xx: number;
    timeouts: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Requests each connection sends in turn (paths relative to url). */
    requests?: (Request & {
      /** Called before each send of this request: answers the request to send (a path picked per call). */
      setupRequest?: (req: Request) => Request;
    })[];
    /** Requests per second over all connections (open load) instead of as fast as answers come. */
    overallRate?: number;
  }
  interface Request {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    path?: string;
    body?: string;
    headers?: Record<string, string>;
  }
  function autocannon(opts: Options): Promise<Result>;
  export type { Options, Result };
  export default autocannon;
}
