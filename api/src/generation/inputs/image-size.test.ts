import { expect, test } from "vitest";
import { declaredPng } from "../../../test/hostile-uploads.ts";
import {
  bmp,
  browserEncodings,
  gif,
  progressiveJpeg,
  tiff,
  webpLossless,
  webpLossy,
} from "../../../test/picture-encodings.ts";
import { imageSize } from "./image-size.ts";

test("the sizes Chromium's encoders write are read from PNG, JPEG and WebP headers", async () => {
  const encoded = await browserEncodings(321, 123);
  for (const [format, bytes] of Object.entries(encoded)) {
    expect({ format, size: imageSize(bytes) }).toEqual({ format, size: { width: 321, height: 123 } });
  }
  expect(String.fromCharCode(...encoded.webp.subarray(12, 16))).toBe("VP8X");
});

test("GIF, BMP (both headers, either row order), TIFF (both byte orders and field types), simple WebP", () => {
  expect(imageSize(gif(640, 480))).toEqual({ width: 640, height: 480 });
  expect(imageSize(bmp(1024, 768))).toEqual({ width: 1024, height: 768 });
  expect(imageSize(bmp(1024, -768))).toEqual({ width: 1024, height: 768 });
  expect(imageSize(bmp(300, 200, true))).toEqual({ width: 300, height: 200 });
  for (const order of ["II", "MM"] as const) {
    expect(imageSize(tiff(1200, 900, order, "short"))).toEqual({ width: 1200, height: 900 });
    expect(imageSize(tiff(70_000, 50_000, order, "long"))).toEqual({ width: 70_000, height: 50_000 });
  }
  expect(imageSize(webpLossless(16_000, 9_000))).toEqual({ width: 16_000, height: 9_000 });
  expect(imageSize(webpLossy(16_000, 9_000))).toEqual({ width: 16_000, height: 9_000 });
});

test("a vast size is read from a header with nothing after it, and a progressive JPEG past its APP0", () => {
  expect(imageSize(declaredPng(30_000, 30_000))).toEqual({ width: 30_000, height: 30_000 });
  expect(imageSize(progressiveJpeg(60_000, 40_000))).toEqual({ width: 60_000, height: 40_000 });
});

test("a header cut short, or a JPEG whose scan starts before any frame header, has no size", () => {
  expect(imageSize(declaredPng(10, 10).subarray(0, 20))).toBeUndefined();
  expect(imageSize(tiff(1200, 900, "II", "long").subarray(0, 20))).toBeUndefined();
  expect(imageSize(progressiveJpeg(10, 10).subarray(0, 24))).toBeUndefined();
  expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0]))).toBeUndefined();
  expect(imageSize(new TextEncoder().encode("Region,Sales\n"))).toBeUndefined();
});
