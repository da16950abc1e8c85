import { HyperFormula } from "hyperformula";
import { expect, test } from "vitest";
import { argumentRange, checkFunction, functionCatalog, lookupFunction } from "./function-catalog.ts";

// HyperFormula's own functions and its private aliases of real ones (VARS for VAR.S…): no platform has them.
const hyperFormulaOnly = new Set([
  "HF.ADD",
  "HF.CONCAT",
  "HF.DIVIDE",
  "HF.EQ",
  "HF.GT",
  "HF.GTE",
  "HF.LT",
  "HF.LTE",
  "HF.MINUS",
  "HF.MULTIPLY",
  "HF.NE",
  "HF.POW",
  "HF.UMINUS",
  "HF.UNARY_PERCENT",
  "HF.UPLUS",
  "MAXPOOL",
  "MEDIANPOOL",
  "INTERVAL",
  "VERSION",
  "ISBINARY",
  "VARS",
  "STDEVS",
  "COVARIANCEP",
  "COVARIANCES",
  "SKEWP",
  "TINV2T",
  "TDISTRT",
  "TDIST2T",
  "FINVRT",
  "FDISTRT",
  "CHIDISTRT",
  "CHIINVRT",
  "LOGNORMINV",
  "POISSONDIST",
  "WEIBULLDIST",
]);

test("the catalog covers every function HyperFormula evaluates, except its own inventions", () => {
  const missing = HyperFormula.getRegisteredFunctionNames("enGB").filter((name) =>
    !hyperFormulaOnly.has(name) && !functionCatalog.has(name)
  );
  expect(missing).toEqual([]);
  for (const name of hyperFormulaOnly) expect(functionCatalog.has(name)).toBe(false);
});

test("it holds the functions people use, and more", () => {
  expect(functionCatalog.size).toBeGreaterThan(400);
  for (const entry of functionCatalog.values()) {
    expect(entry.platforms.length).toBeGreaterThan(0);
    expect(entry.minArgs).toBeLessThanOrEqual(entry.maxArgs);
  }
});

test("Sheets-only functions are refused on Excel", () => {
  for (
    const name of ["COUNTUNIQUE", "ARRAYFORMULA", "SPLIT", "QUERY", "REGEXMATCH", "JOIN", "GOOGLEFINANCE", "SORTN"]
  ) {
    expect(lookupFunction(name)?.platforms, name).toEqual(["sheets"]);
  }
  expect(checkFunction("COUNTUNIQUE", 1, "excel")).toBe("not-on-platform");
  expect(checkFunction("COUNTUNIQUE", 1, "sheets")).toBe("ok");
});

test("Excel-only functions are refused on Sheets", () => {
  for (const name of ["TEXTBEFORE", "TEXTAFTER", "TEXTSPLIT", "SORTBY", "AGGREGATE", "EXPAND", "NUMBERVALUE"]) {
    expect(lookupFunction(name)?.platforms, name).toEqual(["excel"]);
  }
  expect(checkFunction("TEXTBEFORE", 2, "sheets")).toBe("not-on-platform");
});

test("functions both platforms have are allowed on both", () => {
  for (const name of ["XLOOKUP", "LET", "LAMBDA", "FILTER", "UNIQUE", "SORT", "IFS", "TEXTJOIN", "VSTACK", "TAKE"]) {
    expect(lookupFunction(name)?.platforms, name).toEqual(["excel", "sheets"]);
  }
});

test("argument counts are checked per platform", () => {
  expect(checkFunction("ROUND", 1, "excel")).toBe("argument-count");
  expect(checkFunction("ROUND", 1, "sheets")).toBe("ok");
  expect(checkFunction("CONCAT", 3, "excel")).toBe("ok");
  expect(checkFunction("CONCAT", 3, "sheets")).toBe("argument-count");
  expect(checkFunction("FILTER", 4, "excel")).toBe("argument-count");
  expect(checkFunction("FILTER", 4, "sheets")).toBe("ok");
  expect(checkFunction("SUM", 0, "excel")).toBe("argument-count");
  expect(checkFunction("SUM", 255, "excel")).toBe("ok");
  expect(checkFunction("VLOOKUP", 2, "sheets")).toBe("argument-count");
  expect(checkFunction("PI", 0, "sheets")).toBe("ok");
  expect(argumentRange(lookupFunction("SUMIFS")!, "excel")).toEqual({ minArgs: 3, maxArgs: Infinity });
});

test("names are looked up in any case and with Excel's storage prefixes", () => {
  expect(checkFunction("xlookup", 3, "excel")).toBe("ok");
  expect(checkFunction("_xlfn.XLOOKUP", 3, "excel")).toBe("ok");
  expect(checkFunction("NOSUCHFUNCTION", 1, "excel")).toBe("unknown");
});
