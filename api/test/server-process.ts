import { freePort } from "./free-port.ts";

const main = new URL("../main.ts", import.meta.url).pathname;

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

/**
 * The real server as a process of its own (api/main.ts) on a free loopback port, for what only a process can show:
 * being killed, or its own signal handling and exit. Only `settings` and what Deno needs to run reach it, so the
 * test machine's own REDIS_URL or OPENAI_API_KEY cannot change what is tested. Resolves once it says it is ready.
 */
export async function startServerProcess(settings: Record<string, string>) {
  const port = Number(settings.PORT ?? freePort());
  const inherited = Object.fromEntries(
    ["PATH", "HOME", "DENO_DIR", "TMPDIR"].flatMap((name) => {
      const value = Deno.env.get(name);
      return value === undefined ? [] : [[name, value]];
    }),
  );
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", main],
    clearEnv: true,
    env: { ...inherited, HOST: "127.0.0.1", RATE_LIMIT: "off", ...settings, PORT: String(port) },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  // Both streams are read to the end, so a full pipe never blocks the server and its words explain a failure.
  let output = "";
  const waiting: { text: string; resolve(): void }[] = [];
  const collect = (stream: ReadableStream<Uint8Array<ArrayBuffer>>) =>
    stream.pipeThrough(new TextDecoderStream()).pipeTo(
      new WritableStream({
        write(chunk) {
          output += chunk;
          for (const waiter of waiting.filter((waiter) => output.includes(waiter.text))) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve();
          }
        },
      }),
    );
  const drained = Promise.all([collect(child.stdout), collect(child.stderr)]);
  const exited = child.status.then(async (status) => {
    await drained;
    return status;
  });

  /** Resolves once the process has printed `text`; rejects if it exits first. */
  const printed = (text: string) => {
    if (output.includes(text)) return Promise.resolve();
    const { promise, resolve } = Promise.withResolvers<void>();
    waiting.push({ text, resolve });
    return Promise.race([
      promise,
      exited.then(() => {
        if (!output.includes(text)) throw new Error(`the server exited without printing "${text}":\n${output}`);
      }),
    ]);
  };

  await printed("ready at");
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    output: () => output,
    printed,
    /** The exit status, once the process has ended and its output is read. */
    exited,
    signal: (signal: Deno.Signal) => child.kill(signal),
    /** Ends the process however it stands (for cleanup after a failed test). */
    async stop() {
      try {
        child.kill("SIGKILL");
      } catch {
        // It has exited already.
      }
      await exited;
    },
  };
}
