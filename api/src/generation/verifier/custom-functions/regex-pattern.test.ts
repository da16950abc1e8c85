import { expect, test } from "vitest";
import { mayBacktrack, toRegExp } from "./regex-pattern.ts";

test("a group repeated without bound that holds a repetition or an alternative may backtrack without end", () => {
  for (const pattern of ["(a+)+$", "(a|aa)*b", "^(\\w+\\s?)+$", "((ab)*c)+", "(x+x+){2,}y", "([a-z]+\\.)+"]) {
    expect(mayBacktrack(pattern), pattern).toBe(true);
  }
});

test("repetitions that cannot nest, escaped or inside a character class, are run", () => {
  for (
    const pattern of [
      "\\d+",
      "(\\d{3}-)+\\d{4}",
      "(ab)+",
      "[(+)]+",
      "\\(a+\\)+",
      "[]a+]+(b)*",
      "(a+)?b",
      "^[^@ ]+@[^@ ]+$",
    ]
  ) {
    expect(mayBacktrack(pattern), pattern).toBe(false);
  }
});

test("inline flags, RE2's named groups and \\A \\z become JavaScript's; a pattern it cannot read is undefined", () => {
  expect(toRegExp("(?i)abc", "")?.test("ABC")).toBe(true);
  expect(toRegExp("(?is)a.c", "g")?.flags).toBe("gis");
  expect(toRegExp("(?P<year>\\d{4})", "")?.exec("in 2024")?.groups?.year).toBe("2024");
  expect(toRegExp("\\Aab\\z", "")?.test("ab")).toBe(true);
  expect(toRegExp("\\Aab\\z", "")?.test("xab")).toBe(false);
  expect(toRegExp("\\\\A", "")?.test("\\A")).toBe(true);
  expect(toRegExp("(", "")).toBeUndefined();
});
