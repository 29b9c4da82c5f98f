// The part of autocannon's API bench-http.ts uses (the package ships no types; @types/autocannon is not installed).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
      /** Each request may be rewritten before it is sent (a different path per request). */
      requests?: { setupRequest?: (req: { path: string; headers?: Record<string, string> }) => { path: string; headers?: Record<string, string> } }[];
    }
    interface Histogram {
      average: number;
      total: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
