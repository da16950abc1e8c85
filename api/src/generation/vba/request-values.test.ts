import { expect, test } from "vitest";
import { findBody, findCc, findDateFormat, findFile, findFolder, findPassword, findSubject } from "./request-values.ts";

test.each([
  ["protect every sheet with password budget2024 so nobody edits", "budget2024"],
  ["unprotect all sheets, pw is Tr0ub4dor", "Tr0ub4dor"],
  ["lock the structure w/ password hr!secure so nobody can add tabs", "hr!secure"],
  ["unprotect the sheet called Inputs (password is 1234), clear B2:B20", "1234"],
  ["password = 'ops'", "ops"],
  ["unprotect the workbook (pass: Kx9-22) and then unhide every sheet", "Kx9-22"],
  ["Password: Fin@nce", "Fin@nce"],
  ["the password is secret", "secret"],
  ["password protect the sheet", undefined],
  ["protect all sheets with a password", undefined],
  ["the workbook structure needs to be locked, use Zebra7 as the password", "Zebra7"],
  ["could you write something that password-protects Sheet2? password: 'kiwi'", "kiwi"],
  ["protcet all the sheets with pasword abc123", "abc123"],
  ["unprotect everything, passwrd is Zz-9", "Zz-9"],
  ["every sheet has a different password, they're listed on a sheet", undefined],
  // Said later in its clause, with the word password spelt apart, or with no word password at all.
  ["its the same password on all of them: Kx!77", "Kx!77"],
  ["the pass word for every tab = 'acct-2025'", "acct-2025"],
  ["they're all protected with hunter2", "hunter2"],
  ["lock it using 'q1 lock'", "q1 lock"],
  ["unlock the sheets, they are locked with Secr3t!", "Secr3t!"],
  ["protect it with care", undefined],
  ["password on all of them", undefined],
])("%j gives the password %j", (text, password) => {
  expect(findPassword(text)).toBe(password);
});

test("folders, files, addresses, subjects, bodies and date formats are read as written", () => {
  expect(findFolder("export every sheet to its own pdf in C:\\Reports\\Monthly, file name = the sheet name")).toEqual({
    folder: "C:\\Reports\\Monthly",
  });
  expect(findFolder("save it to \\\\server\\share\\pdfs")).toEqual({ folder: "\\\\server\\share\\pdfs" });
  expect(findFolder("csv export of A1:H200 to C:\\temp\\out.csv")).toEqual({ folder: "C:\\temp", file: "out.csv" });
  expect(findFolder("stack every workbook in C:\\Monthly Reports under each other")).toEqual({
    folder: "C:\\Monthly Reports",
  });
  expect(findFile("print them into ONE pdf file named Q3_pack.pdf")).toEqual({ base: "Q3_pack", ext: "pdf" });
  expect(findFile("save each one as <region name>.xlsx")).toEqual({ base: "<region name>", ext: "xlsx" });
  expect(findCc("email the workbook to finance@acme.org and cc me jo@acme.org")).toEqual(["jo@acme.org"]);
  expect(findSubject("email the address in column C with subject Payment reminder. just display them")).toBe(
    "Payment reminder",
  );
  expect(findSubject("subject 'Your invoice', body: Hi")).toBe("Your invoice");
  expect(findSubject("with the project name from col A in the subject line")).toBeUndefined();
  expect(findBody("subject 'Your invoice', body: Hi <name>, just a reminder your invoice is due")).toBe(
    "Hi <name>, just a reminder your invoice is due",
  );
  expect(findDateFormat("name the copy todays date (yyyy-mm-dd)")).toBe("yyyy-mm-dd");
  expect(findDateFormat("e.g. Data_2024-05-01.csv")).toBe("yyyy-mm-dd");
  expect(findDateFormat("back up this file as Budget_YYYYMMDD.xlsm")).toBe("yyyymmdd");
});

test("a subject or body may come before its keyword, or be quoted straight after it", () => {
  expect(findSubject("mail each person 'Your order shipped' as the subject")).toBe("Your order shipped");
  expect(findSubject("send each of them 'Reminder' as the subject line")).toBe("Reminder");
  expect(findBody("email ops@abc.io, subject 'Daily check', body 'All done'")).toBe("All done");
});
