import { describe, expect, it } from "vitest";
import { countsIn } from "./format-count.ts";

const reply = { one: "reply", other: "replies" };

describe("countsIn", () => {
  it("says one in the singular and zero, two and many in the plural in English", () => {
    const countOf = countsIn("en");
    expect(countOf(1, reply)).toBe("1 reply");
    expect(countOf(0, reply)).toBe("0 replies");
    expect(countOf(2, reply)).toBe("2 replies");
    expect(countOf(1234, reply)).toBe("1,234 replies");
  });

  it("follows the language of the words, not a reader's locale that calls zero singular", () => {
    expect(new Intl.PluralRules("fr").select(0)).toBe("one");
    expect(countsIn("en")(0, reply)).toBe("0 replies");
  });

  it("falls back to the plural form for a category the words leave out", () => {
    const countOf = countsIn("pl");
    expect(countOf(2, { one: "plik", other: "pliki" })).toBe("2 pliki");
    expect(countOf(5, { one: "plik", few: "pliki", other: "plików" })).toBe("5 plików");
    expect(countOf(3, { one: "plik", few: "pliki", other: "plików" })).toBe("3 pliki");
  });
});
