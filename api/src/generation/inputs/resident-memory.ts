/**
 * A process's resident memory in bytes (VmRSS, what it holds in RAM: V8's heap, WebAssembly memory and native
 * buffers alike), read from Linux's /proc; undefined once the process is gone or where there is no /proc.
 */
export async function residentBytes(pid: number | "self"): Promise<number | undefined> {
  try {
    const status = await Deno.readTextFile(`/proc/${pid}/status`);
    const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) * 1024;
  } catch {
    return undefined;
  }
}
