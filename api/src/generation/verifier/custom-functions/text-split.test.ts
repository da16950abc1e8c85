import { expect, test } from "vitest";
import { evaluateFormulas } from "../evaluate.ts";

const table = [
  ["Text"],
  ["Do. Or do not. There is no try. -Anonymous"],
  ["David Roberts"],
  ["0012-a--b"],
  ["Ann Lee Wu"],
  [null],
];
const sheets = (formulas: string[]) => evaluateFormulas(table, formulas, { platform: "sheets" });
const excel = (formulas: string[]) => evaluateFormulas(table, formulas, { platform: "excel" });
const spill = (array: (string | number | null)[][]) => ({ value: array[0][0], array });

test("SPLIT as in Sheets' examples: one row of pieces, numbers read as numbers", () => {
  expect(sheets(['=SPLIT("1,2,3", ",")', '=SPLIT("Alas, poor Yorick"," ")'])).toEqual([
    spill([[1, 2, 3]]),
    spill([["Alas,", "poor", "Yorick"]]),
  ]);
});

test("SPLIT splits at each character of the delimiter unless split_by_each is FALSE, and drops empty pieces", () => {
  expect(sheets([
    '=SPLIT(A4,"-")',
    '=SPLIT(A4,"-",TRUE,FALSE)',
    '=SPLIT("a-b_c","-_")',
    '=SPLIT("a-_b-c","-_",FALSE)',
  ])).toEqual([
    spill([[12, "a", "b"]]),
    spill([[12, "a", "", "b"]]),
    spill([["a", "b", "c"]]),
    spill([["a", "b-c"]]),
  ]);
});

test("SPLIT's pieces work inside INDEX and COUNTA, as the usual last-word formula uses them", () => {
  expect(sheets(['=INDEX(SPLIT(A3," "),COUNTA(SPLIT(A3," ")))', '=INDEX(SPLIT(A3," "),1)'])).toEqual([
    { value: "Roberts" },
    { value: "David" },
  ]);
});

test("SPLIT of an empty text or at an empty delimiter is #VALUE!; Excel has no SPLIT", () => {
  const [emptyText, emptyDelimiter] = sheets(['=SPLIT(""," ")', '=SPLIT(A3,"")']);
  expect(emptyText).toMatchObject({ error: "#VALUE!" });
  expect(emptyDelimiter).toMatchObject({ error: "#VALUE!" });
  expect(excel(['=SPLIT(A3," ")'])).toEqual([{ error: "#NAME?" }]);
});

test("TEXTSPLIT as in Excel's examples: columns, rows, several delimiters, padding with #N/A", () => {
  expect(excel([
    '=TEXTSPLIT("Dakota Lennon Sanchez"," ")',
    '=TEXTSPLIT("1,2,3;4,5,6",",",";")',
    '=TEXTSPLIT(A2,".")',
    '=TEXTSPLIT(A2,{".","-"})',
    '=TEXTSPLIT(A2,,".")',
    '=TEXTSPLIT(A2," ",".",TRUE)',
  ])).toEqual([
    spill([["Dakota", "Lennon", "Sanchez"]]),
    spill([["1", "2", "3"], ["4", "5", "6"]]),
    spill([["Do", " Or do not", " There is no try", " -Anonymous"]]),
    spill([["Do", " Or do not", " There is no try", " ", "Anonymous"]]),
    spill([["Do"], [" Or do not"], [" There is no try"], [" -Anonymous"]]),
    spill([
      ["Do", "#N/A", "#N/A", "#N/A"],
      ["Or", "do", "not", "#N/A"],
      ["There", "is", "no", "try"],
      ["-Anonymous", "#N/A", "#N/A", "#N/A"],
    ]),
  ]);
});

test("TEXTSPLIT keeps empty pieces unless ignore_empty, matches case unless match_mode 1, pads with pad_with", () => {
  expect(excel([
    '=TEXTSPLIT("a,,b",",")',
    '=TEXTSPLIT("a,,b",",",,TRUE)',
    '=TEXTSPLIT("aXbxc","x")',
    '=TEXTSPLIT("aXbxc","x",,,1)',
    '=TEXTSPLIT("a,b;c",",",";",,,"-")',
  ])).toEqual([
    spill([["a", "", "b"]]),
    spill([["a", "b"]]),
    spill([["aXb", "c"]]),
    spill([["a", "b", "c"]]),
    spill([["a", "b"], ["c", "-"]]),
  ]);
});

test("TEXTSPLIT at an empty delimiter or at none is #VALUE!, with nothing left #N/A; Sheets has no TEXTSPLIT", () => {
  const [emptyDelimiter, noDelimiter, nothingLeft] = excel([
    '=TEXTSPLIT(A3,"")',
    "=TEXTSPLIT(A3,)",
    '=TEXTSPLIT(",",",",,TRUE)',
  ]);
  expect(emptyDelimiter).toMatchObject({ error: "#VALUE!" });
  expect(noDelimiter).toMatchObject({ error: "#VALUE!" });
  expect(nothingLeft).toMatchObject({ error: "#N/A" });
  expect(sheets(['=TEXTSPLIT(A3," ")'])).toEqual([{ error: "#NAME?" }]);
});

test("over a column, ARRAYFORMULA(SPLIT()) gives each text a row (empty: #VALUE!), TEXTSPLIT a first piece", () => {
  expect(sheets(['=ARRAYFORMULA(SPLIT(A3:A5," "))', '=ARRAYFORMULA(SPLIT(A5:A6," "))'])).toEqual([
    spill([["David", "Roberts", null], ["0012-a--b", null, null], ["Ann", "Lee", "Wu"]]),
    spill([["Ann", "Lee", "Wu"], ["#VALUE!", null, null]]),
  ]);
  expect(excel(['=TEXTSPLIT(A3:A5," ")'])).toEqual([spill([["David"], ["0012-a--b"], ["Ann"]])]);
});
