import { expect, test } from "vitest";
import { squeeze, stringLiterals, withoutComments, withoutStrings } from "./live-code.ts";

test("comments go, strings stay: an apostrophe inside a string starts no comment", () => {
  expect(withoutComments(["Rem a note", "x = \"it's\" ' note", "' whole line", "y = 1"].join("\n"))).toBe(
    ["", 'x = "it\'s" ', "", "y = 1"].join("\n"),
  );
});

test("string literals are read with doubled quotes as one; without them the code keeps its numbers", () => {
  const code = 'MsgBox "Say ""hi""" & n & "D2:D9"\nk = 4';
  expect(stringLiterals(code)).toEqual(['Say "hi"', "D2:D9"]);
  expect(withoutStrings(code)).toBe('MsgBox "" & n & ""\nk = 4');
});

test("squeeze keeps lower-case letters and digits only", () => {
  expect(squeeze("C:\\Closed Deals_2")).toBe("ccloseddeals2");
});
