/** Starts a Deno program and resolves once it prints `readyText`; kill() stops it. */
export async function startDeno(args: string[], readyText: string, env: Record<string, string> = {}) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", ...args],
    env,
    stdout: "piped",
    stderr: "inherit",
  })
    .spawn();
  const reader = child.stdout.getReader();
  const decoder = new TextDecoder();
  let seen = "";
  while (!seen.includes(readyText)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`${args.join(" ")} exited before it was ready:\n${seen}`);
    seen += decoder.decode(value, { stream: true });
  }
  // Keep draining stdout so the child never blocks on a full pipe, as bytes: decoding a server's request log into
  // text would take CPU from the server it measures on these two cores.
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
