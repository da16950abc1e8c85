import { describe, expect, test } from "vitest";
import { toMatchExpression } from "./search-query.ts";

describe("toMatchExpression", () => {
  test("quotes every word as a phrase, all required", () => {
    expect(toMatchExpression("sum if")).toBe('{title content} : ("sum" "if")');
    expect(toMatchExpression("VLOOKUP")).toBe('{title content} : ("VLOOKUP")');
  });

  test("turns operators and FTS5 syntax into plain words or drops them", () => {
    expect(toMatchExpression('a AND b OR NOT c NEAR(d, 2) "e" title:f -g ^h *')).toBe(
      '{title content} : ("a" "AND" "b" "OR" "NOT" "c" "NEAR" "d" "2" "e" "title" "f" "g" "h")',
    );
  });

  test("keeps letters of every script and their marks", () => {
    expect(toMatchExpression("Überstunden café 数据 नमस्ते")).toBe(
      '{title content} : ("Überstunden" "café" "数据" "नमस्ते")',
    );
  });

  test("answers null when nothing searchable is left", () => {
    for (const search of ['"', "'", "*", "()", "  ", "-", "^:"]) expect(toMatchExpression(search)).toBeNull();
  });

  test("keeps at most 16 words", () => {
    expect(toMatchExpression("w ".repeat(100))?.match(/"w"/g)).toHaveLength(16);
  });

  test("requires the category and author as hex tokens of the filters column", () => {
    expect(toMatchExpression("pivot", { categoryId: "c-1", authorId: "Zé" })).toBe(
      '{title content} : ("pivot") AND filters : "c632d310" AND filters : "a5ac3a90"',
    );
  });

  test("keeps a hostile id inside its quotes", () => {
    const expression = toMatchExpression("pivot", { categoryId: '" OR title : "x' });
    expect(expression).toMatch(/^\{title content\} : \("pivot"\) AND filters : "c[0-9a-f]+0"$/);
  });
});
