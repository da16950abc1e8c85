import { expect, test } from "vitest";
import { evaluateFormulas } from "../evaluate.ts";

const table = [
  ["Text", "Pattern"],
  ["Sonia (378) 555-4195", "(a+)+$"],
  ["10 apples, 12 oranges", "[0-9]+"],
  [12345, "("],
  ["ID-42"],
];
const excel = (formulas: string[]) => evaluateFormulas(table, formulas, { platform: "excel" });
const sheets = (formulas: string[]) => evaluateFormulas(table, formulas, { platform: "sheets" });
const notFound = expect.objectContaining({ error: "#N/A" });

test("Excel's REGEXTEST matches case unless case_sensitivity is 1; a leading (?i) ignores it too", () => {
  expect(excel([
    '=REGEXTEST("hello world","world")',
    '=REGEXTEST("Hello","hello")',
    '=REGEXTEST("Hello","hello",1)',
    '=REGEXTEST("ABC","(?i)abc")',
    '=REGEXTEST(A4,"^\\d{5}$")',
  ])).toEqual([{ value: true }, { value: false }, { value: true }, { value: true }, { value: true }]);
});

test("Excel's REGEXEXTRACT as in its examples: the first match, every match down a column, the groups across", () => {
  expect(excel([
    '=REGEXEXTRACT(A3,"[0-9]+")',
    '=REGEXEXTRACT(A3,"[0-9]+",1)',
    '=REGEXEXTRACT("O my Luve red rose","O my (\\w+) red (\\w+)")',
    '=REGEXEXTRACT("O my Luve red rose","O my (\\w+) red (\\w+)",2)',
    '=REGEXEXTRACT(A2,"\\d{3}-\\d{4}")',
    '=REGEXEXTRACT(A4,"3\\d")',
    '=REGEXEXTRACT(A5,"ID-(\\d+)")',
    '=REGEXEXTRACT(A2,"[a-z]+")',
  ])).toEqual([
    { value: "10" },
    { value: "10", array: [["10"], ["12"]] },
    { value: "O my Luve red rose" },
    { value: "Luve", array: [["Luve", "rose"]] },
    { value: "555-4195" },
    { value: "34" },
    { value: "ID-42" },
    { value: "onia" },
  ]);
});

test("Excel's REGEXREPLACE replaces every match, or the nth from either end, with $n for groups", () => {
  expect(excel([
    '=REGEXREPLACE(A2,"[0-9]+","#")',
    '=REGEXREPLACE(A2,"[0-9]+","#",2)',
    '=REGEXREPLACE(A2,"[0-9]+","#",-1)',
    '=REGEXREPLACE(A2,"[0-9]+","#",9)',
    '=REGEXREPLACE("Ann Smith","(\\w+) (\\w+)","$2, $1")',
    '=REGEXREPLACE("Ann Smith","(?<first>\\w+) (\\w+)","${first}!")',
    '=REGEXREPLACE("a.b","\\.","$$")',
    '=REGEXREPLACE("ab","(a)","$12$3")',
  ])).toEqual([
    { value: "Sonia (#) #-#" },
    { value: "Sonia (378) #-4195" },
    { value: "Sonia (378) 555-#" },
    { value: "Sonia (378) 555-4195" },
    { value: "Smith, Ann" },
    { value: "Ann!" },
    { value: "a$b" },
    { value: "a2$3b" },
  ]);
});

test("Excel: no match is #N/A, a pattern it cannot read or an unknown mode #VALUE!", () => {
  const [none, group, invalid, mode, cases] = excel([
    '=REGEXEXTRACT(A3,"z+")',
    '=REGEXEXTRACT(A3,"\\d+",2)',
    "=REGEXTEST(A2,B4)",
    '=REGEXEXTRACT(A3,"\\d+",3)',
    '=REGEXTEST(A3,"\\d+",2)',
  ]);
  expect([none, group]).toEqual([notFound, notFound]);
  for (const error of [invalid, mode, cases]) expect(error).toMatchObject({ error: "#VALUE!" });
});

test("Sheets' REGEXMATCH, REGEXEXTRACT (groups when there are any) and REGEXREPLACE, as in its examples", () => {
  expect(sheets([
    '=REGEXMATCH(A2,"\\(\\d{3}\\)")',
    '=REGEXMATCH(A2,"^\\d")',
    '=REGEXEXTRACT("My favorite number is 241, but my friend\'s is 17","\\d+")',
    '=REGEXEXTRACT("You can also extract multiple values from text.","You can also (\\w+) multiple (\\w+) from text.")',
    '=REGEXEXTRACT(A5,"ID-(\\d+)")',
    '=REGEXEXTRACT(A5,"(?P<number>\\d+)")',
    '=REGEXREPLACE(A3,"[0-9]+","#")',
    '=REGEXREPLACE("Ann Smith","(\\w+) (\\w+)","$2 $1")',
  ])).toEqual([
    { value: true },
    { value: false },
    { value: "241" },
    { value: "extract", array: [["extract", "values"]] },
    { value: "42" },
    { value: "42" },
    { value: "# apples, # oranges" },
    { value: "Smith Ann" },
  ]);
});

test("Sheets takes text only, shows #REF! for a pattern it cannot read and #N/A for no match", () => {
  const [number, invalid, none] = sheets(['=REGEXMATCH(A4,"3")', "=REGEXMATCH(A2,B4)", '=REGEXEXTRACT(A2,"z+")']);
  expect(number).toMatchObject({ error: "#VALUE!" });
  expect(invalid).toMatchObject({ error: "#REF!" });
  expect(none).toEqual(notFound);
  expect(sheets(['=REGEXMATCH(A4&"","3")', '=REGEXTEST(A2,"5")'])).toEqual([{ value: true }, { error: "#NAME?" }]);
  expect(excel(['=REGEXMATCH(A2,"5")'])).toEqual([{ error: "#NAME?" }]);
});

test("a pattern that may backtrack without end is not run, whether written in the formula or read from a cell", () => {
  expect(sheets(['=REGEXMATCH(A2,"(a+)+$")'])).toEqual([{ error: "#NOT-EVALUATED", message: "REGEXMATCH" }]);
  expect(sheets(["=REGEXMATCH(A2,B2)"])).toEqual([
    { error: "#VALUE!", message: "Not evaluated: the pattern may backtrack without end" },
  ]);
});

test("over a column, Excel's REGEXEXTRACT extracts from each text, as Sheets' does in ARRAYFORMULA", () => {
  expect(excel(['=REGEXEXTRACT(A2:A3,"[a-z]+")', '=REGEXEXTRACT(A2:A3,"\\d+",1)'])).toEqual([
    { value: "onia", array: [["onia"], ["apples"]] },
    { value: "378", array: [["378"], ["10"]] },
  ]);
  expect(sheets(['=ARRAYFORMULA(REGEXEXTRACT(A2:A3,"(\\d+)\\D+(\\d+)"))'])).toEqual([
    { value: "378", array: [["378", "555"], ["10", "12"]] },
  ]);
});
