import { describe, expect, test } from "vitest";
import { toMatchExpression } from "./search-query.ts";

describe("toMatchExpression", () => {
  test("quotes every word as a phrase, all required", () => {
    expect(toMatchExpression("sum if")).toBe('"sum" "if"');
    expect(toMatchExpression("VLOOKUP")).toBe('"VLOOKUP"');
  });

  test("turns operators and FTS5 syntax into plain words or drops them", () => {
    expect(toMatchExpression('a AND b OR NOT c NEAR(d, 2) "e" title:f -g ^h *')).toBe(
      '"a" "AND" "b" "OR" "NOT" "c" "NEAR" "d" "2" "e" "title" "f" "g" "h"',
    );
  });

  test("keeps letters of every script and their marks", () => {
    expect(toMatchExpression("Überstunden café 数据 नमस्ते")).toBe('"Überstunden" "café" "数据" "नमस्ते"');
  });

  test("answers null when nothing searchable is left", () => {
    for (const search of ['"', "'", "*", "()", "  ", "-", "^:"]) expect(toMatchExpression(search)).toBeNull();
  });

  test("keeps at most 16 words", () => {
    expect(toMatchExpression("w ".repeat(100))?.split(" ")).toHaveLength(16);
  });
});
