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

test("the quick start gives two commands, one to run and one to test, and CI runs exactly the test one", () => {
  const quickStart = readme.slice(readme.indexOf("## Quick start"), readme.indexOf("## Other commands"));
  const commands = [...quickStart.matchAll(/```sh\n([^`]*)```/g)].map((match) => match[1].trim());
  expect(commands).toEqual(["npm install && npm start", "npm test"]);
  const ci = readFileSync(`${root}.ci/run`, "utf8");
  const npmLines = ci.split("\n").filter((line) => /^\s*npm /.test(line)).map((line) => line.trim());
  expect(npmLines).toEqual(["npm ci --no-audit --no-fund", "npm test"]);
});
