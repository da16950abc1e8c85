import { expect, test } from "vitest";
import { dataMessages } from "../../../contract/data-messages.ts";
import { makeXls, makeXlsx, pathologicalWorkbook } from "../../../test/data-fixtures.ts";
import { declaredPng } from "../../../test/hostile-uploads.ts";
import { checkUploadBounds, type UploadBounds } from "./upload-bounds.ts";

const bounds: UploadBounds = { imagePixels: 40_000_000, workbookBytes: 100 * 1024 * 1024 };

test("a picture within the pixel budget passes; one past it is refused 413 with its size and the limit", () => {
  expect(() => checkUploadBounds(declaredPng(8000, 5000), "image", bounds)).not.toThrow();
  expect(() => checkUploadBounds(declaredPng(30_000, 30_000), "image", bounds)).toThrow(
    dataMessages.imageTooLarge(30_000, 30_000, 40),
  );
  expect(dataMessages.imageTooLarge(30_000, 30_000, 40)).toContain("30000 × 30000 pixels (900 megapixels)");
});

test("a picture whose header holds no size, or a zero one, is unreadable (422)", () => {
  for (const bytes of [declaredPng(0, 100), declaredPng(100, 100).subarray(0, 18)]) {
    expect(() => checkUploadBounds(bytes, "image", bounds)).toThrow(dataMessages.unreadableImage);
  }
});

test("a workbook that unpacks past its limit is refused 413; .xls and ordinary workbooks pass", () => {
  expect(() => checkUploadBounds(pathologicalWorkbook(), "excel", bounds)).toThrow(
    dataMessages.workbookTooLarge(149, 100),
  );
  expect(() => checkUploadBounds(makeXlsx([["a"], [1]]), "excel", bounds)).not.toThrow();
  expect(() => checkUploadBounds(makeXls([["a"], [1]]), "excel", bounds)).not.toThrow();
});
