import { writeFileSync } from "node:fs";

/**
 * Writes a wrk Lua script that cycles through `paths` (GET), one per request, so that one run measures a mix of
 * queries (several search terms, several pages) rather than one cached answer.
 */
export function rotatingPathsScript(file: string, paths: string[], headers: Record<string, string> = {}) {
  const list = paths.map((path) => `  "${path.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}",`).join("\n");
  const headerLines = Object.entries(headers).map(([name, value]) => `wrk.headers["${name}"] = "${value}"`).join("\n");
  writeFileSync(
    file,
    `${headerLines}\nlocal paths = {\n${list}\n}\nlocal i = 0\n` +
      `request = function()\n  i = i + 1\n  return wrk.format("GET", paths[(i % #paths) + 1])\nend\n`,
  );
  return file;
}
