import { freePort } from "./free-port.ts";

export type RedisServer = Awaited<ReturnType<typeof startRedisServer>>;

/**
 * Starts a real, throw-away redis-server (Debian package `redis-server`) on a free loopback port, keeping nothing on
 * disk. `kill()` and `pause()` play the outages the app must survive; `stop()` ends it for good. `port` brings one
 * back where a killed one was, as a restarted Redis would be.
 */
export async function startRedisServer(port = freePort()) {
  const command = new Deno.Command("redis-server", {
    args: ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  });
  let child: Deno.ChildProcess;
  try {
    child = command.spawn();
  } catch (error) {
    throw new Error(`redis-server could not be started (apt-get install redis-server): ${(error as Error).message}`);
  }
  // The output is kept to explain a failed start, and read continuously so a full pipe never blocks the server.
  let output = "";
  const decoder = new TextDecoder();
  const collect = (stream: ReadableStream<Uint8Array>) =>
    stream.pipeTo(new WritableStream({ write: (chunk) => void (output += decoder.decode(chunk)) }));
  const drained = Promise.all([collect(child.stdout), collect(child.stderr)]);
  let exited = false;
  const status = child.status.then((result) => {
    exited = true;
    return result;
  });

  try {
    await waitUntilListening(port, () => exited ? `redis-server exited before listening:\n${output}` : undefined);
  } catch (error) {
    if (!exited) child.kill("SIGKILL");
    throw error;
  }

  const end = async (signal: Deno.Signal) => {
    if (!exited) child.kill(signal);
    await status;
    await drained;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    /** Ends the server abruptly, as a crash would. */
    kill: () => end("SIGKILL"),
    /** Freezes the server: connections stay open but nothing is answered, as with a hung host. */
    pause: () => child.kill("SIGSTOP"),
    resume: () => child.kill("SIGCONT"),
    async stop() {
      if (!exited) child.kill("SIGCONT");
      await end("SIGTERM");
    },
  };
}

async function waitUntilListening(port: number, failure: () => string | undefined) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const reason = failure();
    if (reason) throw new Error(reason);
    try {
      (await Deno.connect({ hostname: "127.0.0.1", port })).close();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  throw new Error(`redis-server did not listen on port ${port} within 10 s`);
}
