import { expect, test } from "vitest";
import { plainWords } from "./plain-words.ts";

test.each([
  ["get rid of any row where Status says Inactive", "remove any row where Status says Inactive"],
  ["kill any row that says TEST in column A", "delete any row that says TEST in column A"],
  ["wipe out the rows where amount is below zero", "delete the rows where amount is below zero"],
  ["nuke everything in column F", "clear everything in column F"],
  ["lock down every tab with the password hunter2", "protect every sheet with the password hunter2"],
  ["take the protection off the Summary tab", "unprotect the Summary sheet"],
  ["I need all worksheets unprotected. pw is s3cret!", "I unprotect all worksheets. pw is s3cret!"],
  ["mail out the active workbook to sales@corp.com", "email the active workbook to sales@corp.com"],
  ["fire off an email via outlook", "send an email via outlook"],
  ["change the name of Sheet3 to Totals", "rename Sheet3 to Totals"],
  ["make columns G and H hidden", "hide columns G and H"],
  ["create a tab named 'Q4 Data'", "create a sheet named 'Q4 Data'"],
  ["erase the sheet called Junk", "delete the sheet called Junk"],
  ["clear out duplicate emails in column C", "delete duplicate emails in column C"],
  ["strip out all blank rows", "delete all blank rows"],
  ["wipe the contents of A2:D50 on the sheet Input", "clear the contents of A2:D50 on the sheet Input"],
  ["scrub out the values in C2:C99", "clear the values in C2:C99"],
  ["reset the input cells B3:B12 to empty", "clear the input cells B3:B12 to empty"],
  ["knock 15% off every price in column D", "reduce by 15% every price in column D"],
  ["shift it to the Lost sheet", "move it to the Lost sheet"],
  ["spin up 5 new sheets", "create 5 new sheets"],
  ["show just the rows where column D is Yes", "only show the rows where column D is Yes"],
  ["the column with emails is E - mail each person", "emails are in column E - email each person"],
  ["column K needs to be hidden", "hide column K"],
  ["Sheet4 should be renamed to Costs", "rename Sheet4 to Costs"],
  ["rows flagged Yes in column H should get copied to Review", "copy rows flagged Yes in column H to Review"],
  ["Blank rows should be deleted. Then save.", "delete Blank rows. Then save."],
  [
    "The sheets are locked with pass123 - unlock them all",
    "The sheets are locked with password pass123 - unprotect them all",
  ],
  ["substitute 'colour' with 'color'", "replace 'colour' with 'color'"],
  ["bring back all the hidden sheets", "unhide all the hidden sheets"],
  ["italicise the selection", "make italic the selection"],
  ["take out duplicate rows on the sheet Contacts", "delete duplicate rows on the sheet Contacts"],
  ["Every sheet except Notes needs its first row bolded", "Every sheet except Notes bold its first row"],
  ["I'd like rows over 250 copied onto Sheet3", "I copy rows over 250 onto Sheet3"],
  ["need help!! duplicates in column B need to go", "need help!! remove duplicates in column B"],
  ["rows with Paid need to go to a tab called Paid", "rows with Paid need to go to a sheet called Paid"],
])("%j reads as %j", (request, plain) => {
  expect(plainWords(request)).toBe(plain);
});

test("quoted values, the tab's own colour, very hidden and rows kept unprotected stay as written", () => {
  expect(plainWords("add 'get rid of' as a comment")).toBe("add 'get rid of' as a comment");
  expect(plainWords('replace "kill rows" with blank')).toBe('replace "kill rows" with blank');
  expect(plainWords("colour the Summary tab red")).toBe("colour the Summary tab red");
  expect(plainWords("make Calc very hidden")).toBe("make Calc very hidden");
  expect(plainWords("protect Jan and Feb, leave the other tabs unprotected")).toBe(
    "protect Jan and Feb, leave the other sheets unprotected",
  );
  expect(plainWords("if any value in D2:D50 drops under 10")).toBe("if any value in D2:D50 drops under 10");
  expect(plainWords("I want the sheet to be protected")).toBe("I want the sheet to be protected");
});
