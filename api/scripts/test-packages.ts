import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";

/** A Debian package the tests need, found by the one file of it they use. */
export interface TestPackage {
  name: string;
  usedBy: string;
  file: string | { onPath: string };
}

export const testPackages: TestPackage[] = [
  { name: "chromium", usedBy: "the browser journeys", file: "/usr/bin/chromium" },
  { name: "redis-server", usedBy: "the tests of several instances over Redis", file: { onPath: "redis-server" } },
  {
    name: "fonts-noto-color-emoji",
    usedBy: "the forum's emoji in the browser journeys' screenshots",
    file: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
  },
];

export function isPresent(pkg: TestPackage, searchPath: string): boolean {
  if (typeof pkg.file === "string") return existsSync(pkg.file);
  const program = pkg.file.onPath;
  return searchPath.split(delimiter).some((dir) => dir && existsSync(join(dir, program)));
}

export type Plan =
  | { kind: "ready" }
  | { kind: "install"; packages: string[] }
  | { kind: "stop"; message: string };

/**
 * Root on a Debian machine (CI, a container) installs what is missing; anyone else is told the one line to run,
 * at once, instead of meeting the missing program minutes into the run as a test failure.
 */
export function planFor(missing: TestPackage[], isRoot: boolean, hasApt: boolean): Plan {
  if (missing.length === 0) return { kind: "ready" };
  const names = missing.map((pkg) => pkg.name);
  if (isRoot && hasApt) return { kind: "install", packages: names };
  const needs = missing.map((pkg) => `  ${pkg.name}: ${pkg.usedBy}`).join("\n");
  return {
    kind: "stop",
    message:
      `The tests need Debian packages that are not installed:\n${needs}\nInstall them, then run npm test again:\n` +
      `  ${isRoot ? "" : "sudo "}apt-get install -y ${names.join(" ")}`,
  };
}
