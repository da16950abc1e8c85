import { expect, test } from "vitest";
import { createEngine } from "../engine.ts";
import { evaluatedName } from "./register.ts";

test("placed in cells, the array functions spill by the size they declare", () => {
  // A formula's result spills right and down from its cell; the layout leaves each one room.
  const { hf, sheetId } = createEngine([
    ['=SPLIT("a,b,c",",")', null, null, '=TEXTSPLIT("1,2;3,4",",",";")'],
    [null, null, null, null, null],
    ['=REGEXEXTRACT("a1b22","\\d+",1)', null, null, "=SORTN({3;1;2},2)"],
  ]);
  expect(hf.getSheetValues(sheetId)).toEqual([
    ["a", "b", "c", "1", "2"],
    [null, null, null, "3", "4"],
    ["1", null, null, 1],
    ["22", null, null, 2],
  ]);
  hf.destroy();
});

test("Sheets' REGEXEXTRACT and REGEXREPLACE are evaluated by their Sheets versions, the rest by name", () => {
  expect(evaluatedName("REGEXEXTRACT", "sheets")).toBe("SHEETS.REGEXEXTRACT");
  expect(evaluatedName("REGEXREPLACE", "sheets")).toBe("SHEETS.REGEXREPLACE");
  expect(evaluatedName("REGEXEXTRACT", "excel")).toBe("REGEXEXTRACT");
  expect(evaluatedName("SPLIT", "sheets")).toBe("SPLIT");
});
