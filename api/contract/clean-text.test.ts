import { expect, test } from "vitest";
import { cleanBlock, cleanLine } from "./clean-text.ts";

test("cleanLine removes bidi controls, zero-width and other invisible characters, and NUL", () => {
  expect(cleanLine("Ada\u202Egnp.exe")).toBe("Adagnp.exe");
  expect(cleanLine("Ad\u200Ba L\u2066ove\u2069lace\uFEFF")).toBe("Ada Lovelace");
  expect(cleanLine("Ada\u0000Love\u0007lace")).toBe("AdaLovelace");
  expect(cleanLine("Ada\tLove\nlace\u2028!")).toBe("Ada Love lace !");
  expect(cleanLine("\u3164\u115F")).toBe("");
  expect(cleanLine("\u200D\u200B \u200C")).toBe("");
});

test("cleanLine keeps ordinary Unicode: accents, other scripts, emoji sequences and flags", () => {
  for (const text of ["Zoë Ñúñez", "محمد", "שלום", "李小龙", "👩‍💻 Dev", "🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scot", "می‌خواهم", "👍🏽"]) {
    expect(cleanLine(text)).toBe(text);
  }
});

test("cleanBlock keeps tabs and line breaks, makes CRLF a line feed, and removes the rest", () => {
  expect(cleanBlock("Line 1\r\nLine 2\rLine 3\n\tindented")).toBe("Line 1\nLine 2\nLine 3\n\tindented");
  expect(cleanBlock("=SUM(\u202EB2:B9)\u0000\u0007")).toBe("=SUM(B2:B9)");
  expect(cleanBlock("a\u2029b")).toBe("a\nb");
  expect(cleanBlock("👨‍👩‍👧 family, داده")).toBe("👨‍👩‍👧 family, داده");
});
