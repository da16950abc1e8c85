import { expect, test } from "vitest";
import { evaluateFormulas } from "../evaluate.ts";

// Excel's TEXTBEFORE and TEXTAFTER examples: the two hoods (A2, A3) and the three names (A4:A6).
const table = [
  ["Data"],
  ["Little Red Riding Hood's red hood"],
  ["little red riding hood's red hood"],
  ["Marcus Aurelius"],
  ["Socrates"],
  ["Immanuel Kant"],
];
const notFound = expect.objectContaining({ error: "#N/A" });

test("TEXTBEFORE as in Excel's examples: instances from either end, case, the end of the text as a delimiter", () => {
  const results = evaluateFormulas(table, [
    '=TEXTBEFORE(A2,"Red")',
    '=TEXTBEFORE(A3,"Red")',
    '=TEXTBEFORE(A3,"red",2)',
    '=TEXTBEFORE(A3,"red",-2)',
    '=TEXTBEFORE(A3,"Red",,FALSE)',
    '=TEXTBEFORE(A3,"red",3)',
    '=TEXTBEFORE(A4," ",,,1)',
    '=TEXTBEFORE(A5," ",,,0)',
    '=TEXTBEFORE(A5," ",,,1)',
    '=TEXTBEFORE(A6," ",,,1)',
  ]);
  expect(results).toEqual([
    { value: "Little " },
    notFound,
    { value: "little red riding hood's " },
    { value: "little " },
    notFound,
    notFound,
    { value: "Marcus" },
    notFound,
    { value: "Socrates" },
    { value: "Immanuel" },
  ]);
});

test("TEXTAFTER as in Excel's examples, and if_not_found", () => {
  const results = evaluateFormulas(table, [
    '=TEXTAFTER(A2,"Red")',
    '=TEXTAFTER(A3,"red",2)',
    '=TEXTAFTER(A3,"red",-2)',
    '=TEXTAFTER(A2,"RED",2,1)',
    '=TEXTAFTER(A4," ",,,1)',
    '=TEXTAFTER(A5," ",,,1)',
    '=TEXTAFTER(A2,"basket",1,0,0,"Not found")',
    '=TEXTAFTER(A2,"basket",1,0,1,"Not found")',
  ]);
  expect(results).toEqual([
    { value: " Riding Hood's red hood" },
    { value: " hood" },
    { value: " riding hood's red hood" },
    { value: " hood" },
    { value: "Aurelius" },
    { value: "" },
    { value: "Not found" },
    { value: "" },
  ]);
});

test("an empty delimiter matches at once, from the front or from the end; an empty text gives empty text", () => {
  const results = evaluateFormulas(table, [
    '=TEXTBEFORE(A5,"")',
    '=TEXTBEFORE(A5,"",-1)',
    '=TEXTAFTER(A5,"")',
    '=TEXTAFTER(A5,"",-1)',
    '=TEXTBEFORE("",",")',
  ]);
  expect(results).toEqual([{ value: "" }, { value: "Socrates" }, { value: "Socrates" }, { value: "" }, { value: "" }]);
});

test("several delimiters, numbers read as text, counting backwards with the start of the text as a delimiter", () => {
  const results = evaluateFormulas(table, [
    '=TEXTBEFORE("a-b_c",{"_","-"})',
    '=TEXTAFTER("a-b_c",{"_","-"},-1)',
    '=TEXTBEFORE(1234.5,".")',
    '=TEXTAFTER(A5," ",-1,,1)',
    '=TEXTBEFORE(A5," ",-1,,1)',
  ]);
  expect(results).toEqual([{ value: "a" }, { value: "c" }, { value: "1234" }, { value: "Socrates" }, { value: "" }]);
});

test("instance_num 0 or longer than the text is #VALUE!, as are match modes other than 0 and 1", () => {
  const results = evaluateFormulas(table, [
    '=TEXTBEFORE(A5,"o",0)',
    '=TEXTBEFORE(A5,"o",9)',
    '=TEXTAFTER(A5,"o",1,2)',
    '=TEXTAFTER(A5,"o",1,0,5)',
  ]);
  for (const result of results) expect(result).toMatchObject({ error: "#VALUE!" });
});

test("a range of texts gives each one's piece, as Excel 365 spills it; Sheets has neither function", () => {
  expect(evaluateFormulas(table, ['=TEXTBEFORE(A4:A6," ",,,1)'])).toEqual([
    { value: "Marcus", array: [["Marcus"], ["Socrates"], ["Immanuel"]] },
  ]);
  expect(evaluateFormulas(table, ['=TEXTBEFORE(A4," ")', '=TEXTAFTER(A4," ")'], { platform: "sheets" })).toEqual([
    { error: "#NAME?" },
    { error: "#NAME?" },
  ]);
});
