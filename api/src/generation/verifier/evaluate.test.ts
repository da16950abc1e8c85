import { expect, test } from "vitest";
import { evaluateFormulas } from "./evaluate.ts";

const table = [
  ["Region", "Amount", "Date", "Status"],
  ["North", 1200, "2023-06-15", "Closed"],
  ["South", 800, "2023-07-02", "Open"],
  ["North", 450, "2023-08-20", "Closed"],
  ["East", null, "2023-07-01", "=not a formula"],
];

test("evaluates formulas against the table placed at A1", () => {
  const results = evaluateFormulas(table, [
    '=SUMIF(D2:D5,"Closed",B2:B5)',
    "COUNTA(A2:A5)",
    '=A2&"-"&A3',
    "=B2>B3",
  ]);
  expect(results).toEqual([{ value: 1650 }, { value: 4 }, { value: "North-South" }, { value: true }]);
  // HyperFormula rounds results to 10 significant digits; callers compare numbers with a tolerance.
  const [average] = evaluateFormulas(table, ["=AVERAGE(B:B)"]);
  expect("value" in average && average.value).toBeCloseTo(2450 / 3, 6);
});

test("ISO dates in the table are real dates", () => {
  const [serial, year, count, eom] = evaluateFormulas(table, [
    "=C2",
    "=YEAR(C3)",
    '=COUNTIFS(C2:C5,"<"&DATE(2023,7,2))',
    "=EOMONTH(C5,0)-C5",
  ]);
  expect(serial).toEqual({ value: 45092 });
  expect(year).toEqual({ value: 2023 });
  expect(count).toEqual({ value: 2 });
  expect(eom).toEqual({ value: 30 });
  expect(evaluateFormulas([[new Date(Date.UTC(2023, 6, 1))]], ["=A1"])).toEqual([{ value: 45108 }]);
});

test("text that looks like a formula or a number stays text", () => {
  expect(evaluateFormulas(table, ["=D5", "=ISTEXT(D5)"])).toEqual([{ value: "=not a formula" }, { value: true }]);
  expect(evaluateFormulas([["10%", "2023-02-30"]], ["=ISTEXT(A1)", "=B1"])).toEqual([{ value: true }, {
    value: "2023-02-30",
  }]);
});

test("errors come back as their code, bad formulas do not throw", () => {
  const [divide, missing, name, broken] = evaluateFormulas(table, [
    "=1/0",
    '=VLOOKUP("West",A2:B5,2,FALSE)',
    "=NOPE(1)",
    "=SUM(1,",
  ]);
  expect(divide).toMatchObject({ error: "#DIV/0!" });
  expect(missing).toMatchObject({ error: "#N/A" });
  expect(name).toMatchObject({ error: "#NAME?" });
  expect(broken).toMatchObject({ error: "#ERROR!" });
});

test("array results give the top-left value and the whole array", () => {
  const [filtered, sorted] = evaluateFormulas(table, ['=FILTER(B2:B4,A2:A4="North")', "=SORT(B2:B4)"]);
  expect(filtered).toEqual({ value: 1200, array: [[1200], [450]] });
  expect(sorted).toEqual({ value: 450, array: [[450], [800], [1200]] });
});

test("array arithmetic works inside SUMPRODUCT as on both platforms", () => {
  expect(evaluateFormulas(table, ['=SUMPRODUCT((A2:A5="North")*B2:B5)'])).toEqual([{ value: 1650 }]);
});

test("an empty cell reads as 0 in Excel and blank in Sheets", () => {
  expect(evaluateFormulas(table, ["=B5"])).toEqual([{ value: 0 }]);
  expect(evaluateFormulas(table, ["=B5"], { platform: "sheets" })).toEqual([{ value: "" }]);
});

test("what HyperFormula would answer differently is not evaluated, named as verifyFormula names it", () => {
  const [text, query, locale] = evaluateFormulas(table, [
    '=TEXT(B2,"#,##0")',
    '=QUERY(A1:B5,"select A")',
    "=SUM(B2:B4;1)",
  ], {
    platform: "sheets",
  });
  expect(text).toEqual({ error: "#NOT-EVALUATED", message: "TEXT" });
  expect(query).toEqual({ error: "#NOT-EVALUATED", message: "QUERY" });
  expect(locale).toEqual({ value: 2451 });
});

test("functions HyperFormula lacks are evaluated by ours, each only on a platform that has it", () => {
  const [split] = evaluateFormulas(table, ['=SPLIT(A2,"o")'], { platform: "excel" });
  const [sheetsSplit] = evaluateFormulas(table, ['=SPLIT(A2,"o")'], { platform: "sheets" });
  expect(split).toEqual({ error: "#NAME?" });
  expect(sheetsSplit).toEqual({ value: "N", array: [["N", "rth"]] });
});

test("a formula too deep to read or to run is an error, and the call goes on", () => {
  const [tooDeep, chain, after] = evaluateFormulas(table, [
    "=" + "(".repeat(5_000) + "1" + ")".repeat(5_000),
    "=" + "B2+".repeat(1_000) + "B2",
    "=B2*2",
  ]);
  expect(tooDeep).toMatchObject({ error: "#ERROR!" });
  expect(chain).toMatchObject({ error: "#NOT-EVALUATED" });
  expect(after).toEqual({ value: 2400 });
});
