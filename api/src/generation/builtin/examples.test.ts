import { expect, test } from "vitest";
import { setAsideExamples } from "./examples.ts";

test.each([
  ["it says sAN diego, want San Diego", { input: "sAN diego", output: "San Diego" }],
  ["middle name from a7 (Carla Marie Walker -> Marie)", { input: "Carla Marie Walker", output: "Marie" }],
  ["join them (e.g. HR - london) for row 2", { output: "HR - london" }],
  ["combine rep and region, row 6. like Ellis/South", { output: "Ellis/South" }],
  ["a greeting like Hi Carla, using the first name (the comma is part of it)", { output: "Hi Carla," }],
  ["surname then initial, so Roberts D.", { output: "Roberts D." }],
  ["first letter then the surname (so dtaylor)", { output: "dtaylor" }],
  ["label the date b4 as Q1, Q2, Q3 or Q4", { output: "Q1, Q2, Q3 or Q4" }],
  ["some names are like David J. Wright so skip the middle", { input: "David J. Wright" }],
  ["last name, first initial (like Smith, J)", { output: "Smith, J" }],
])("%s shows %o", (text, examples) => {
  expect(setAsideExamples(text).examples).toEqual(examples);
});

test("a sample is taken out of the text the other parsers read, the cells kept", () => {
  expect(setAsideExamples("label the start date b4 as Q1, Q2, Q3 or Q4").text).toBe("label the start date b4");
  expect(setAsideExamples("the cell B4 says nEW yORK, i want New York").text).toBe("the cell B4 in proper case");
});

test("words that only look like a sample marker are left alone", () => {
  for (const text of ["i'd like the total of B2:B9", "looks like C2 is empty, so what", "so A30 needs the sum"]) {
    expect(setAsideExamples(text)).toEqual({ text, examples: {} });
  }
});
