import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";

const root = new URL("../../", import.meta.url).pathname;
const readme = readFileSync(`${root}README.md`, "utf8");

test("the README never sends a reader outside the repository", () => {
  expect(readme).not.toMatch(/\.\.\//);
  const links = [...readme.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
  const outside = links.filter((link) => !/^https?:\/\//.test(link) && !existsSync(`${root}${link.split("#")[0]}`));
  expect(outside).toEqual([]);
});

test("every repository path the README names exists", () => {
  const named = [...readme.matchAll(/`((?:api|db|web|e2e|bench|\.ci)\/[\w./-]*)`/g)].map((match) => match[1]);
  expect(named.length).toBeGreaterThan(20);
  expect(named.filter((path) => !existsSync(`${root}${path}`))).toEqual([]);
});
