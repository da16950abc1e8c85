/** Starts a Deno program and resolves once it prints `readyText`; kill() stops it. */
export async function startDeno(args: string[], readyText: string, env: Record<string, string> = {}) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", ...args],
    env,
    stdout: "piped",
    stderr: "inherit",
  })
    .spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  while (!seen.includes(readyText)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`${args.join(" ")} exited before it was ready:\n${seen}`);
    seen += value;
  }
  // Keep draining stdout so the child never blocks on a full pipe.
  (async () => {
    while (!(await reader.read()).done);
  })();
  return {
    pid: child.pid,
    async kill() {
      child.kill("SIGTERM");
      await child.status;
    },
  };
}
