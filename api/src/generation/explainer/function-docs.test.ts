import { describe, expect, test } from "vitest";
import { functionCatalog } from "../formula/function-catalog.ts";
import { functionDocs } from "./function-docs.ts";

describe("functionDocs", () => {
  test("documents every catalog function and nothing else", () => {
    expect([...functionDocs.keys()].sort()).toEqual([...functionCatalog.keys()].sort());
  });

  test("gives an Excel version exactly when Excel has the function", () => {
    for (const [name, entry] of functionCatalog) {
      expect({ name, excel: functionDocs.get(name)?.excel !== undefined }).toEqual({
        name,
        excel: entry.platforms.includes("excel"),
      });
    }
  });

  test("summaries are one short sentence", () => {
    for (const [name, { summary }] of functionDocs) {
      expect({ name, length: summary.length <= 110 }).toEqual({ name, length: true });
      expect({ name, summary }).toEqual({ name, summary: expect.stringMatching(/^[A-Z][^\n]*\.$/) });
      // A full stop followed by a space would start a second sentence; dots inside names (NORM.DIST) have none.
      expect({ name, summary }).toEqual({ name, summary: expect.not.stringMatching(/[.!?]\s/) });
    }
  });

  test("dates functions by the Excel version that introduced them", () => {
    expect(functionDocs.get("SUM")?.excel).toBe("2016");
    expect(functionDocs.get("TEXTJOIN")?.excel).toBe("2019");
    expect(functionDocs.get("XLOOKUP")?.excel).toBe("2021");
    expect(functionDocs.get("TEXTSPLIT")?.excel).toBe("365");
    expect(functionDocs.get("QUERY")).toBeDefined();
    expect(functionDocs.get("QUERY")?.excel).toBeUndefined();
  });
});
