import { expect, test } from "vitest";
import { separatorsOf, toCommaForm, toLocaleForm } from "./formula-locale.ts";

test("tells the forms apart by a ; between arguments, never by one inside a text, sheet name or array", () => {
  expect(separatorsOf('=SUMIFS(C2:C9;A2:A9;"x")')).toBe("semicolon");
  expect(separatorsOf('=SUMIFS(C2:C9,A2:A9,"a;b")')).toBe("comma");
  expect(separatorsOf("=SUM('Q1;Q2'!A1:A9)")).toBe("comma");
  expect(separatorsOf("=SUM({1,2;3,4})")).toBe("comma");
});

test("reads decimal commas and ; as en-US, and writes them back, leaving texts and names alone", () => {
  const written = '=IF(A2>1,5;TEXT(B2;"0,00");ROUND(STDEV.S(C2:C9)*0,25;2))&"a;b, c"';
  const en = '=IF(A2>1.5,TEXT(B2,"0,00"),ROUND(STDEV.S(C2:C9)*0.25,2))&"a;b, c"';
  expect(toCommaForm(written, "semicolon")).toBe(en);
  expect(toLocaleForm(en, "semicolon")).toBe(written);
  expect(toLocaleForm("=LOG10(A1)+.5", "semicolon")).toBe("=LOG10(A1)+,5");
  expect(toCommaForm("=SUM({1\\2;3\\4})", "semicolon")).toBe("=SUM({1,2;3,4})");
  expect(toLocaleForm("=SUM({1,2;3,4})", "semicolon")).toBe("=SUM({1\\2;3\\4})");
  expect(toCommaForm("=A1*1,5", "comma")).toBe("=A1*1,5");
});
