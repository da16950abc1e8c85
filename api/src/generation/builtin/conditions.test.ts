import { expect, test } from "vitest";
import { findConditions } from "./conditions.ts";
import { criteriaArg } from "./criteria.ts";
import { findRefs, maskRefs } from "./references.ts";

/** The criteria arguments each condition gives, and the reference it is about. */
function read(text: string): { on?: string; criteria: string[] }[] {
  const refs = findRefs(text);
  return findConditions(maskRefs(text, refs)).map((c) => ({
    on: c.refIndex === undefined ? undefined : refs[c.refIndex].text,
    criteria: c.criteria.map((k) => criteriaArg(k, refs)),
  }));
}

test("comparisons in words and symbols", () => {
  expect(read("A2:A9 more than 1000")).toEqual([{ on: "A2:A9", criteria: ['">1000"'] }]);
  expect(read("A2:A9 no less than 5")[0].criteria).toEqual(['">=5"']);
  expect(read("A2:A9 at least 5")[0].criteria).toEqual(['">=5"']);
  expect(read("A2:A9 at most 5")[0].criteria).toEqual(['"<=5"']);
  expect(read("A2:A9 under 5")[0].criteria).toEqual(['"<5"']);
  expect(read("A2:A9 over $1,500")[0].criteria).toEqual(['">1500"']);
  expect(read("A2:A9 >= 75")[0].criteria).toEqual(['">=75"']);
  expect(read("A2:A9 is 50 or more")[0].criteria).toEqual(['">=50"']);
  expect(read("A2:A9 over 50%")[0].criteria).toEqual(['">0.5"']);
});

test("ranges of values become two criteria", () => {
  expect(read("A2:A9 between 10 and 20")[0].criteria).toEqual(['">=10"', '"<=20"']);
  expect(read("A2:A9 from 10 to 20")[0].criteria).toEqual(['">=10"', '"<=20"']);
  expect(read("dates in G2:G9 in the year 2023")[0].criteria).toEqual([
    '">="&DATE(2023,1,1)',
    '"<="&DATE(2023,12,31)',
  ]);
});

test("text conditions: equals, not, contains, starts, ends, blank", () => {
  expect(read("where D2:D9 is North")[0].criteria).toEqual(['"North"']);
  expect(read("where D2:D9 equals Acme Ltd")[0].criteria).toEqual(['"Acme Ltd"']);
  expect(read("where D2:D9 is other than Closed")[0].criteria).toEqual(['"<>Closed"']);
  expect(read("where D2:D9 is not Closed")[0].criteria).toEqual(['"<>Closed"']);
  expect(read("where C2:C9 includes Ltd")[0].criteria).toEqual(['"*Ltd*"']);
  expect(read("where C2:C9 starts with A")[0].criteria).toEqual(['"A*"']);
  expect(read("where C2:C9 ends with Inc")[0].criteria).toEqual(['"*Inc"']);
  expect(read('where C2:C9 is "Done, finally"')[0].criteria).toEqual(['"Done, finally"']);
  expect(read("where J2:J9 is empty")[0].criteria).toEqual(['""']);
  expect(read("where J2:J9 is not empty")[0].criteria).toEqual(['"<>"']);
});

test("dates and cells as values", () => {
  expect(read("G2:G9 before 1 July 2023")[0].criteria).toEqual(['"<"&DATE(2023,7,1)']);
  expect(read("G2:G9 after 2023-07-01")[0].criteria).toEqual(['">"&DATE(2023,7,1)']);
  expect(read("G2:G9 on or after 1 March 2024")[0].criteria).toEqual(['">="&DATE(2024,3,1)']);
  expect(read("B2:B9 greater than H1")[0].criteria).toEqual(['">"&H1']);
});

test("each condition is bound to the range it talks about; 'or' repeats a comparison", () => {
  expect(read("sum E2:E9 where A2:A9 is North and F2:F9 is Closed")).toEqual([
    { on: "A2:A9", criteria: ['"North"'] },
    { on: "F2:F9", criteria: ['"Closed"'] },
  ]);
  expect(read("count A2:A9 that are North or South")).toEqual([
    { on: "A2:A9", criteria: ['"North"'] },
    { on: "A2:A9", criteria: ['"South"'] },
  ]);
  expect(read("sum of sales over 1000 in B2:B9")).toEqual([{ on: "B2:B9", criteria: ['">1000"'] }]);
});

test("a bare 'is' is not a condition without a reference or a word like 'where' before it", () => {
  expect(read("what is the total of B2:B9")).toEqual([]);
  expect(read("if J2 is blank leave blank otherwise Done")).toHaveLength(1);
});
