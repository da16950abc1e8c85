import { type LoadResult, wrk } from "./wrk.ts";

/** Requests a slow row left queued are still being served after wrk stops; wait for them before the next row. */
export async function settle(base: string) {
  for (let i = 0; i < 100; i++) {
    const started = performance.now();
    await (await fetch(`${base}/api/health`)).body?.cancel();
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * One printed row of a load benchmark: a 2 s warm-up, then `seconds` of wrk at `connections`, each after the server
 * has settled; with a p99 `target`, says whether it was met.
 */
export async function measureRow(
  base: string,
  label: string,
  url: string,
  options: { connections: number; seconds: number; script?: string; target?: number },
): Promise<LoadResult> {
  const { connections, seconds, script, target } = options;
  await settle(base);
  await wrk(url, { connections, seconds: 2, script, timeoutSeconds: 30 });
  await settle(base);
  const result = await wrk(url, { connections, seconds, script, timeoutSeconds: 30 });
  printRow(label, result, target);
  return result;
}

/** Prints one load result in the rows' columns; with a p99 `target`, says whether it was met. */
export function printRow(label: string, result: LoadResult, target?: number) {
  const verdict = target === undefined ? "" : `   p99 < ${target} ms: ${result.p99Ms < target ? "met" : "MISSED"}`;
  console.log(
    `${label.padEnd(46)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${
      result.p50Ms.toFixed(2).padStart(6)
    } ms   p99 ${result.p99Ms.toFixed(2).padStart(6)} ms   errors ${result.errors}${verdict}`,
  );
}

/**
 * Two wrk runs at once against one server: `load` at its connections, and a light `probe` started a second after the
 * load and stopped a second before it ends, so that every probe request meets the full load. Prints both rows, the
 * probe's with its p99 `target`: such a row asks whether the load holds up the requests it does not make.
 */
export async function measureProbeDuringLoad(
  base: string,
  load: { label: string; url: string; script?: string; connections: number },
  probe: { label: string; url: string; connections: number; target: number },
  seconds: number,
) {
  const ramp = 1;
  await settle(base);
  await wrk(load.url, { connections: load.connections, seconds: 2, script: load.script, timeoutSeconds: 30 });
  await settle(base);
  const loading = wrk(load.url, {
    connections: load.connections,
    seconds: seconds + 2 * ramp,
    script: load.script,
    timeoutSeconds: 30,
  });
  await new Promise((resolve) => setTimeout(resolve, ramp * 1000));
  const probed = await wrk(probe.url, { connections: probe.connections, seconds, timeoutSeconds: 30 });
  printRow(load.label, await loading);
  printRow(probe.label, probed, probe.target);
}
