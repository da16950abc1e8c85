import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { freePort } from "./test/free-port.ts";

const dir = mkdtempSync(join(tmpdir(), "sheetsmith-main-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function startMain(port: number) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("./main.ts", import.meta.url).pathname],
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dir },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const lines = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let output = "";
  while (!output.includes("Sheetsmith is ready at") || !output.endsWith("\n")) {
    const { value, done } = await lines.read();
    if (done) break;
    output += value;
  }
  // Beside it, only the request log's lines of the start's own warm-up requests, written without waiting.
  const printed = output.trim().split("\n");
  const ready = printed.findIndex((line) => line.startsWith("Sheetsmith is ready at"));
  const logged = printed.filter((_, at) => at !== ready).map((line) => JSON.parse(line));
  return { child, lines, readyLine: printed[ready], before: logged };
}

test("api/main.ts logs one line with its URL when ready and exits cleanly on SIGTERM and SIGINT", async () => {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    const port = freePort();
    const { child, lines, readyLine, before } = await startMain(port);
    expect(readyLine).toBe(`Sheetsmith is ready at http://127.0.0.1:${port}`);
    for (const line of before) expect(line).toMatchObject({ requestId: "warm-up", status: 200 });
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect((await health.json()).database).toBe("reachable");
    child.kill(signal);
    const status = await child.status;
    expect(status.code).toBe(0);
    let rest = "";
    for (let r = await lines.read(); !r.done; r = await lines.read()) rest += r.value;
    expect(rest).toContain(`${signal} received, shutting down`);
    await child.stderr.cancel();
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }
});

test("api/main.ts keeps its data across restarts: the generated signing key and the accounts survive", async () => {
  const port = freePort();
  const first = await startMain(port);
  const signup = await fetch(`http://127.0.0.1:${port}/api/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Keeper", email: "keeper@example.com", password: "kept secret" }),
  });
  const { token } = await signup.json();
  first.child.kill("SIGTERM");
  await first.child.status;
  await first.child.stderr.cancel();
  await first.lines.cancel();

  const second = await startMain(port);
  const me = await fetch(`http://127.0.0.1:${port}/api/user`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.status).toBe(200);
  expect((await me.json()).email).toBe("keeper@example.com");
  second.child.kill("SIGTERM");
  await second.child.status;
  await second.child.stderr.cancel();
  await second.lines.cancel();
});
