export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors and timeouts plus non-2xx/3xx answers. */
  errors: number;
  /** The non-2xx/3xx answers alone, so a row that expects them (a 404 path) can tell them from failures. */
  non2xx: number;
  requests: number;
}

const toMs = (text: string) => {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!match) return NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
};

/**
 * Drives a URL with wrk (Debian's `wrk` package) — a separate C process, so the load generator costs the server
 * as little as possible on this 2-core machine. `script` is an optional Lua file for methods, headers and bodies.
 */
export async function wrk(
  url: string,
  options: { connections: number; seconds: number; script?: string; timeoutSeconds?: number },
): Promise<LoadResult> {
  const args = ["-t1", `-c${options.connections}`, `-d${options.seconds}s`, "--latency"];
  if (options.script) args.push("-s", options.script);
  // wrk's default is 2 s; a slow endpoint then shows only timeouts and no latencies at all.
  if (options.timeoutSeconds) args.push("--timeout", `${options.timeoutSeconds}s`);
  const output = await new Deno.Command("wrk", { args: [...args, url] }).output().catch(() => {
    throw new Error("wrk is not installed: apt-get install -y wrk");
  });
  const text = new TextDecoder().decode(output.stdout);
  const line = (label: string) => new RegExp(`^\\s*${label}\\s+(\\S+)`, "m").exec(text)?.[1] ?? "";
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0);
  const errors = [...text.matchAll(/(?:connect|read|write|timeout) (\d+)/g)].reduce((n, m) => n + Number(m[1]), 0) +
    non2xx;
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? NaN),
    p50Ms: toMs(line("50%")),
    p99Ms: toMs(line("99%")),
    errors,
    non2xx,
    requests: Number(/(\d+) requests in /.exec(text)?.[1] ?? NaN),
  };
}
