import { expect, test } from "vitest";
import { normalise } from "./normalise.ts";

test("common misspellings are fixed and the user's case is kept", () => {
  expect(normalise("aveage of colum B where Region is North")).toBe("average of column B where Region is North");
  expect(normalise("cound betwen wich")).toBe("count between which");
  expect(normalise("sumif D2:D9 is Closed")).toBe("sum if D2:D9 is Closed");
});

test("number words become digits, but a lone hundred names a rounding place", () => {
  expect(normalise("top five amounts")).toBe("top 5 amounts");
  expect(normalise("twenty five days after B2")).toBe("25 days after B2");
  expect(normalise("two thousand")).toBe("2000");
  expect(normalise("the third largest")).toBe("the 3rd largest");
  expect(normalise("round to the nearest hundred")).toBe("round to the nearest hundred");
});

test("curly quotes and spacing are made plain", () => {
  expect(normalise("  say \u201cHigh\u201d   else \u2018Low\u2019 ")).toBe("say \"High\" else 'Low'");
});
