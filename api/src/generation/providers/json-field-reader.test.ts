import { describe, expect, it } from "vitest";
import { createFieldReader } from "./json-field-reader.ts";

function readInPieces(json: string, size: number) {
  const read = createFieldReader("explanation");
  let text = "";
  for (let at = 0; at < json.length; at += size) text += read(json.slice(at, at + size));
  return text;
}

describe("createFieldReader", () => {
  const answer = JSON.stringify({
    formula: '=SUMIF(D2:D50,"Closed",B2:B50)',
    nested: { explanation: "not this one" },
    list: ["explanation", { explanation: "nor this" }],
    explanation: 'Adds B where D is "Closed".\nTab:\t, slash \\ and é ☃ 😀 \u0001.',
    steps: ["Type it", "explanation"],
  });
  const expected = JSON.parse(answer).explanation;

  it.each([1, 2, 3, 5, 7, 64, answer.length])("returns exactly the top-level field's text, in pieces of %i", (size) => {
    expect(readInPieces(answer, size)).toBe(expected);
  });

  it("decodes \\u escapes, surrogate pairs included, even when split across chunks", () => {
    const json = '{"explanation": "caf\\u00e9 \\ud83d\\ude00 \\"quoted\\" \\/"}';
    expect(readInPieces(json, 1)).toBe(JSON.parse(json).explanation);
  });

  it("returns nothing for text that is not a JSON object with the field", () => {
    expect(readInPieces("Sure! Here is your formula: =SUM(A1:A3)", 4)).toBe("");
    expect(readInPieces('{"formula": "=SUM(A:A)", "steps": ["explanation"]}', 4)).toBe("");
  });
});
