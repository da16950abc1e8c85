import { expect, test } from "vitest";
import type { LineReading } from "./line-recogniser.ts";
import { voteWord } from "./reading-vote.ts";

/** The recogniser's alphabet in these tests: ASCII and a few accented letters, no £, € or ½. */
const knows = (character: string) => /^[\x20-\x7e]$/.test(character) || "éü".includes(character);
const sure = (text: string, probability = 0.97): LineReading => ({
  text,
  characters: [...text].map((character) => ({ text: character, probability })),
});

test("a sure second reading wins: codes' letters and a number's point", () => {
  expect(voteWord("108-2200", sure("IOS-2200"), knows)).toBe("IOS-2200");
  expect(voteWord("369", sure("36.9"), knows)).toBe("36.9");
});

test("a second reading unsure of any character leaves Tesseract's", () => {
  const unsure = sure("11");
  unsure.characters[1].probability = 0.6;
  expect(voteWord("II", unsure, knows)).toBe("II");
  expect(voteWord("—", sure("I", 0.3), knows)).toBe("—");
});

test("what the recogniser cannot write is put back from Tesseract's reading, in its place", () => {
  expect(voteWord("£240", sure("2.40"), knows)).toBe("£2.40");
  expect(voteWord("£300-450", sure("f300-450"), knows)).toBe("£300-450");
  expect(voteWord("€34,500", sure("34,500"), knows)).toBe("€34,500");
  expect(voteWord("(½", sure("("), knows)).toBe("(½");
});

test("accents come from Tesseract, which reads them; the recogniser's other letters stay", () => {
  expect(voteWord("Müller", sure("Muller"), knows)).toBe("Müller");
  expect(voteWord("Søren", sure("Soren"), knows)).toBe("Søren");
  expect(voteWord("Lefèvre", sure("Lefevre"), knows)).toBe("Lefèvre");
  expect(voteWord("Cafè", sure("Cafe"), knows)).toBe("Cafè");
});

test("an empty or identical second reading changes nothing", () => {
  expect(voteWord("Total", sure(""), knows)).toBe("Total");
  expect(voteWord("Total", sure(" Total "), knows)).toBe("Total");
});
