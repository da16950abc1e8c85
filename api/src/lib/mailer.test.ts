import { expect, test } from "vitest";
import { senderAddress } from "./mailer.ts";

test("the sender is the SMTP login when it is an e-mail address", () => {
  expect(senderAddress("smtps://team%40example.com:secret@smtp.example.com:465", "http://localhost:8000")).toBe(
    "Sheetsmith <team@example.com>",
  );
});

test("otherwise the sender is no-reply at the public host", () => {
  expect(senderAddress("smtp://apikey:secret@smtp.example.com:587", "https://sheets.example.com")).toBe(
    "Sheetsmith <no-reply@sheets.example.com>",
  );
  expect(senderAddress("smtp://127.0.0.1:2525", "https://sheets.example.com")).toBe(
    "Sheetsmith <no-reply@sheets.example.com>",
  );
});
