import { expect, test } from "vitest";
import { decodeCtc } from "./ctc-decode.ts";

const alphabet = ["", "l", "o", "1"];
/** One row per step with its likeliest class at `top` probability. */
function steps(...picks: [number, number][]): number[] {
  return picks.flatMap(([best, top]) => alphabet.map((_, at) => at === best ? top : (1 - top) / 3));
}

test("a class held over several steps is one character; a blank between two makes them two", () => {
  const read = decodeCtc(steps([1, 0.9], [1, 0.8], [0, 0.9], [1, 0.95], [2, 0.7], [2, 0.99]), 0, 6, alphabet);
  expect(read.map((character) => character.text).join("")).toBe("llo");
  expect(read.map((character) => character.probability)).toEqual([0.9, 0.95, 0.7]);
});

test("reads one line of a batch from its offset, and nothing from a line of blanks", () => {
  const batch = [...steps([3, 0.6], [0, 0.9]), ...steps([0, 0.9], [0, 0.8])];
  expect(decodeCtc(batch, 0, 2, alphabet)).toEqual([{ text: "1", probability: 0.6 }]);
  expect(decodeCtc(batch, 2 * alphabet.length, 2, alphabet)).toEqual([]);
});
