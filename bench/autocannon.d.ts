// autocannon ships no types: the part of its API the bench uses.
declare module 'autocannon' {
  export type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
  }): Promise<Result>;
}
