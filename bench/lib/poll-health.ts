/**
 * Asks /api/health back to back (20 ms apart) until `stop` settles, answering each latency: how long the server's
 * event loop keeps a cheap request waiting while something else runs.
 */
export async function pollHealth(base: string, stop: Promise<unknown>): Promise<number[]> {
  let done = false;
  void stop.finally(() => done = true);
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return latencies;
}
