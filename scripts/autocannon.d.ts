// The parts of autocannon's API that scripts/bench.ts uses (the package ships no types).
declare module "autocannon" {
  namespace autocannon {
    type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
    type Result = {
      requests: Histogram & { total: number };
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
    };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
      timeout?: number;
      /** Per-request hooks: setupRequest may change the path of each request. */
      requests?: Array<{ setupRequest?: (request: { path: string }) => { path: string } }>;
    };
  }
  function autocannon(options: autocannon.Options, callback: (error: Error | null, result: autocannon.Result) => void): unknown;
  export = autocannon;
}
