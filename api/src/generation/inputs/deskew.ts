import type { GreyImage } from "./grey-image.ts";
import { commonestGrey } from "./picture-stats.ts";

/** A phone photo of a screen or a page is seldom more than this many degrees off; larger angles are not tried. */
const maxDegrees = 3;
const stepDegrees = 0.1;
/** Below this the picture is left as it is: a tilt this small moves a 1000 px row by under 3 px. */
const minDegrees = 0.15;
/** Pixels this far from the picture's commonest grey are ink (text, rules, fills). */
const inkContrast = 60;
/** At most this many ink pixels are sampled: the angle is clear from far fewer than a large picture has. */
const maxSamples = 60_000;

/**
 * The tilt of the picture's rows in degrees (positive: they fall to the right): the angle at which the ink's row
 * profile is sharpest, as text lines and rules line up with pixel rows (the projection-profile method).
 */
export function skewAngle({ width, height, pixels }: GreyImage): number {
  const background = commonestGrey(pixels);
  const xs: number[] = [];
  const ys: number[] = [];
  let inked = 0;
  for (const value of pixels) if (Math.abs(value - background) > inkContrast) inked++;
  const every = Math.max(1, Math.ceil(inked / maxSamples));
  let seen = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (Math.abs(pixels[y * width + x] - background) <= inkContrast) continue;
      if (seen++ % every === 0) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length === 0) return 0;
  const reach = Math.ceil(width * Math.tan(maxDegrees * Math.PI / 180));
  const profile = new Float64Array(height + 2 * reach + 2);
  const sharpness = (degrees: number) => {
    const slope = Math.tan(degrees * Math.PI / 180);
    profile.fill(0);
    for (let index = 0; index < xs.length; index++) profile[Math.round(ys[index] - xs[index] * slope) + reach]++;
    let sum = 0;
    for (const count of profile) sum += count * count;
    return sum;
  };
  let best = 0;
  let bestSharpness = sharpness(0);
  for (let degrees = -maxDegrees; degrees <= maxDegrees + 1e-9; degrees += stepDegrees) {
    const value = sharpness(degrees);
    if (value > bestSharpness * 1.0001) {
      best = degrees;
      bestSharpness = value;
    }
  }
  return best;
}

/**
 * Rotates the picture so its rows are level again, on a canvas large enough to keep its corners, filled with its
 * commonest grey. A level picture comes back as it is.
 */
export function deskew(image: GreyImage): GreyImage {
  const degrees = skewAngle(image);
  if (Math.abs(degrees) < minDegrees) return image;
  const { width, height, pixels } = image;
  const angle = degrees * Math.PI / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const outWidth = Math.ceil(width * cos + height * Math.abs(sin));
  const outHeight = Math.ceil(height * cos + width * Math.abs(sin));
  const background = commonestGrey(pixels);
  const out = new Uint8Array(outWidth * outHeight).fill(background);
  const [centreX, centreY, outCentreX, outCentreY] = [width / 2, height / 2, outWidth / 2, outHeight / 2];
  for (let y = 0; y < outHeight; y++) {
    for (let x = 0; x < outWidth; x++) {
      // The level picture's pixel comes from the tilted one turned back by the tilt.
      const dx = x - outCentreX;
      const dy = y - outCentreY;
      const sourceX = centreX + dx * cos - dy * sin - 0.5;
      const sourceY = centreY + dx * sin + dy * cos - 0.5;
      const left = Math.floor(sourceX);
      const top = Math.floor(sourceY);
      if (left < 0 || top < 0 || left + 1 >= width || top + 1 >= height) continue;
      const across = sourceX - left;
      const down = sourceY - top;
      const at = top * width + left;
      const upper = pixels[at] + (pixels[at + 1] - pixels[at]) * across;
      const lower = pixels[at + width] + (pixels[at + width + 1] - pixels[at + width]) * across;
      out[y * outWidth + x] = upper + (lower - upper) * down + 0.5;
    }
  }
  return { width: outWidth, height: outHeight, pixels: out };
}
