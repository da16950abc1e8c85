import { expect, test } from "vitest";
import { functionsUsed } from "./functions-used.ts";

test("functions are listed once each, in order, upper-case, ignoring text inside quotes", () => {
  expect(functionsUsed('=IFERROR(index(B:B,MATCH("SUM(x)",A:A,0)),"none")')).toEqual(["IFERROR", "INDEX", "MATCH"]);
  expect(functionsUsed("=RANK.EQ(B2,$B$2:$B$9)+RANK.EQ(B3,$B$2:$B$9)")).toEqual(["RANK.EQ"]);
  expect(functionsUsed("=B2*1.2")).toEqual([]);
});
