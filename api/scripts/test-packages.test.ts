import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isPresent, planFor, type TestPackage } from "./test-packages.ts";

const dir = mkdtempSync(join(tmpdir(), "test-packages-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const chromium: TestPackage = { name: "chromium", usedBy: "the browser journeys", file: join(dir, "chromium") };
const redis: TestPackage = { name: "redis-server", usedBy: "Redis tests", file: { onPath: "redis-server" } };

describe("the Debian packages npm test needs", () => {
  it("finds a package by its file, or by its program on the search path", () => {
    expect(isPresent(chromium, "")).toBe(false);
    writeFileSync(join(dir, "chromium"), "");
    expect(isPresent(chromium, "")).toBe(true);

    const bin = join(dir, "bin");
    mkdirSync(bin);
    expect(isPresent(redis, `/nowhere:${bin}`)).toBe(false);
    writeFileSync(join(bin, "redis-server"), "");
    expect(isPresent(redis, `/nowhere:${bin}`)).toBe(true);
  });

  it("goes ahead when nothing is missing, installs as root with apt, and otherwise stops with the exact line", () => {
    expect(planFor([], false, true)).toEqual({ kind: "ready" });
    expect(planFor([chromium, redis], true, true)).toEqual({ kind: "install", packages: ["chromium", "redis-server"] });

    const asMember = planFor([chromium, redis], false, true);
    expect(asMember.kind).toBe("stop");
    expect(asMember.kind === "stop" && asMember.message).toContain("sudo apt-get install -y chromium redis-server");
    expect(asMember.kind === "stop" && asMember.message).toContain("chromium: the browser journeys");

    const rootWithoutApt = planFor([redis], true, false);
    expect(rootWithoutApt.kind === "stop" && rootWithoutApt.message).toMatch(/\n {2}apt-get install -y redis-server$/);
  });
});
