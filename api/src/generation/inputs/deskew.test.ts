import { expect, test } from "vitest";
import { deskew, skewAngle } from "./deskew.ts";

/** Dark text-like bars on white, 8 px tall every 24 px, tilted by `degrees` (falling to the right when positive). */
function tiltedLines(degrees: number) {
  const width = 600;
  const height = 300;
  const pixels = new Uint8Array(width * height).fill(255);
  const slope = Math.tan(degrees * Math.PI / 180);
  for (let x = 20; x < width - 20; x++) {
    for (let line = 30; line < height - 40; line += 24) {
      for (let dy = 0; dy < 8; dy++) {
        const y = Math.round(line + dy + x * slope);
        if (x % 9 !== 0 && y >= 0 && y < height) pixels[y * width + x] = 0;
      }
    }
  }
  return { width, height, pixels };
}

test("the tilt of a photographed table is measured within a tenth of a degree", () => {
  for (const degrees of [-2, -0.8, 0, 1.3, 2]) expect(skewAngle(tiltedLines(degrees))).toBeCloseTo(degrees, 1);
});

test("a tilted picture is turned level on a larger canvas; a level one is left as it is", () => {
  const level = tiltedLines(0);
  expect(deskew(level)).toBe(level);
  const turned = deskew(tiltedLines(1.5));
  expect(turned.width).toBeGreaterThan(600);
  expect(Math.abs(skewAngle(turned))).toBeLessThan(0.15);
});
