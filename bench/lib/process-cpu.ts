import { readdirSync, readFileSync } from "node:fs";

/** Linux reports utime and stime in USER_HZ ticks, which is 100 on every architecture Deno runs on. */
const ticksPerSecond = 100;

/** CPU seconds (user + system) a process has used so far; read twice, it says which process a load kept busy. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) may hold spaces and parentheses: count the fields after its closing one.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** This process's children named `name` (their /proc comm), e.g. a redis-server a test helper started. */
export function childPids(name: string): number[] {
  const pids = readdirSync("/proc/self/task").flatMap((task) =>
    readFileSync(`/proc/self/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number)
  );
  return pids.filter((pid) => readFileSync(`/proc/${pid}/comm`, "utf8").trim() === name);
}

/** CPU seconds the whole machine has spent busy (all but idle and I/O wait), summed over its cores. */
export function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user + nice + system + irq + softirq + steal) / ticksPerSecond;
}
