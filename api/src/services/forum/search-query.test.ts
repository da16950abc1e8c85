import { describe, expect, test } from "vitest";
import { toSearchMatch } from "./search-query.ts";

describe("toSearchMatch", () => {
  test("quotes every word as a phrase, all required, and splits title matches from the rest", () => {
    expect(toSearchMatch("sum if")).toEqual({
      all: '"sum" "if"',
      titles: '{title} : ("sum" "if")',
      bodiesOnly: '("sum" "if") NOT ({title} : ("sum" "if"))',
    });
    expect(toSearchMatch("VLOOKUP")?.all).toBe('"VLOOKUP"');
  });

  test("turns operators and FTS5 syntax into plain words or drops them", () => {
    expect(toSearchMatch('a AND b OR NOT c NEAR(d, 2) "e" title:f -g ^h *')?.all).toBe(
      '"a" "AND" "b" "OR" "NOT" "c" "NEAR" "d" "2" "e" "title" "f" "g" "h"',
    );
  });

  test("keeps letters of every script and their marks", () => {
    expect(toSearchMatch("Überstunden café 数据 नमस्ते")?.all).toBe('"Überstunden" "café" "数据" "नमस्ते"');
  });

  test("answers null when nothing searchable is left", () => {
    for (const search of ['"', "'", "*", "()", "  ", "-", "^:"]) expect(toSearchMatch(search)).toBeNull();
  });

  test("keeps at most 16 words", () => {
    expect(toSearchMatch("w ".repeat(100))?.all.match(/"w"/g)).toHaveLength(16);
  });

  test("requires the category and author as hex tokens of the filters column, in every expression", () => {
    const filters = 'filters : "c632d310" AND filters : "a5ac3a90"';
    expect(toSearchMatch("pivot", { categoryId: "c-1", authorId: "Zé" })).toEqual({
      all: `"pivot" AND ${filters}`,
      titles: `{title} : ("pivot") AND ${filters}`,
      bodiesOnly: `("pivot" AND ${filters}) NOT ({title} : ("pivot"))`,
    });
  });

  test("keeps a word that could be or stem to a filter token out of the filters column", () => {
    expect(toSearchMatch("c632d310 a5ac3a90s cafe A1")?.all).toBe(
      '{title content} : "c632d310" {title content} : "a5ac3a90s" "cafe" {title content} : "A1"',
    );
  });

  test("keeps a hostile id inside its quotes", () => {
    const match = toSearchMatch("pivot", { categoryId: '" OR title : "x' });
    expect(match?.all).toMatch(/^"pivot" AND filters : "c[0-9a-f]+0"$/);
  });
});
