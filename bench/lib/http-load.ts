import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
}

/** Drives one URL with a bounded load on loopback and summarises it. */
export async function load(
  name: string,
  url: string,
  seconds: number,
  connections = 10,
): Promise<LoadResult> {
  const result = await autocannon({ url, duration: seconds, connections, pipelining: 1 });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
