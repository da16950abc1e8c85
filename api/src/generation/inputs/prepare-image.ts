import type { GreyImage } from "./grey-image.ts";
import { commonestGrey } from "./picture-stats.ts";

/** Tesseract reads table text best when a line of it is about this many pixels tall (measured on screenshots). */
const targetTextHeight = 24;
const maxScale = 4;
/** Bands of ink thinner than this are what is left of a rule painted over (its anti-aliased edge), not text. */
const minTextHeight = 4;
/** Upscaling stops here: recognition time grows with the pixels, and the OCR job has a time limit. */
const maxPixels = 12_000_000;

/**
 * Makes every pixel row dark text on white: a row whose background (its commonest grey) is dark is inverted (white
 * text on a coloured header), then the row is stretched so its background is white, which removes row stripes and
 * header fills and leaves Tesseract's single global threshold only text to find.
 */
export function normaliseRows({ width, height, pixels }: GreyImage): void {
  const counts = new Uint32Array(256);
  for (let y = 0; y < height; y++) {
    const start = y * width;
    const background = commonestGrey(pixels, start, start + width, counts);
    const invert = background < 128;
    const scale = 255 / Math.max(1, invert ? 255 - background : background);
    for (let at = start; at < start + width; at++) {
      const value = invert ? 255 - pixels[at] : pixels[at];
      pixels[at] = Math.min(255, Math.round(value * scale));
    }
  }
}

/** Ink is the pixels darker than this once rows are normalised; its darkest twentieth is the ink's own grey. */
const inkBelow = 200;
const inkCore = 0.05;

/**
 * Darkens faint ink to black: a blurred photo's text comes out mid-grey, and Tesseract's threshold then cuts thin
 * strokes and commas away. The ink's own grey (the darkest twentieth of the ink) becomes black and white stays
 * white; crisp text, already black, is left as it is.
 */
export function stretchInk({ pixels }: GreyImage): void {
  const counts = new Uint32Array(256);
  let ink = 0;
  for (const value of pixels) {
    counts[value]++;
    if (value < inkBelow) ink++;
  }
  let dark = 0;
  for (let seen = 0; dark < inkBelow && seen + counts[dark] < ink * inkCore; dark++) seen += counts[dark];
  if (ink === 0 || dark < 32) return;
  const scale = 255 / (255 - dark);
  for (let at = 0; at < pixels.length; at++) pixels[at] = Math.max(0, Math.round((pixels[at] - dark) * scale));
}

/**
 * The usual height of a line of text, in pixels: the median height of the bands of pixel rows that hold ink, after
 * leaving out grid lines (a column of pixels inked in more than half the rows, a row inked across more than half the
 * width), and bands too thin to be text. 0 when nothing is inked.
 */
export function textHeight({ width, height, pixels }: GreyImage): number {
  const inked = (value: number) => value < 128;
  const columnInk = new Uint32Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (inked(pixels[y * width + x])) columnInk[x]++;
  }
  const bands: number[] = [];
  let bandStart = -1;
  for (let y = 0; y <= height; y++) {
    let ink = 0;
    if (y < height) {
      for (let x = 0; x < width; x++) if (columnInk[x] <= height / 2 && inked(pixels[y * width + x])) ink++;
    }
    const text = ink > 0 && ink < width / 2;
    if (text && bandStart < 0) bandStart = y;
    else if (!text && bandStart >= 0) {
      if (y - bandStart >= minTextHeight) bands.push(y - bandStart);
      bandStart = -1;
    }
  }
  bands.sort((a, b) => a - b);
  return bands.length ? bands[bands.length >> 1] : 0;
}

/** Bilinear upscaling: screenshots' small anti-aliased text loses commas and spaces in Tesseract at its own size. */
export function upscale({ width, height, pixels }: GreyImage, factor: number): GreyImage {
  const outWidth = Math.round(width * factor);
  const outHeight = Math.round(height * factor);
  const out = new Uint8Array(outWidth * outHeight);
  const xs = new Int32Array(outWidth);
  const xWeights = new Float64Array(outWidth);
  for (let x = 0; x < outWidth; x++) {
    const source = Math.min(width - 1, Math.max(0, (x + 0.5) / factor - 0.5));
    xs[x] = Math.floor(source);
    xWeights[x] = source - xs[x];
  }
  for (let y = 0; y < outHeight; y++) {
    const source = Math.min(height - 1, Math.max(0, (y + 0.5) / factor - 0.5));
    const top = Math.floor(source) * width;
    const bottom = Math.min(height - 1, Math.floor(source) + 1) * width;
    const down = source - Math.floor(source);
    for (let x = 0; x < outWidth; x++) {
      const left = xs[x];
      const right = Math.min(width - 1, left + 1);
      const across = xWeights[x];
      const upper = pixels[top + left] + (pixels[top + right] - pixels[top + left]) * across;
      const lower = pixels[bottom + left] + (pixels[bottom + right] - pixels[bottom + left]) * across;
      out[y * outWidth + x] = upper + (lower - upper) * down + 0.5;
    }
  }
  return { width: outWidth, height: outHeight, pixels: out };
}

/**
 * The picture Tesseract gets: rows normalised and faint ink darkened (in `image` itself), then enlarged until its text is about
 * targetTextHeight tall.
 */
export function prepareForOcr(image: GreyImage): GreyImage {
  normaliseRows(image);
  stretchInk(image);
  const measured = textHeight(image);
  const wanted = measured ? targetTextHeight / measured : 1;
  const affordable = Math.sqrt(maxPixels / Math.max(1, image.width * image.height));
  const factor = Math.min(maxScale, wanted, affordable);
  return factor > 1.1 ? upscale(image, factor) : image;
}

/** The part of the image inside the box (clipped to the image). */
export function crop(
  { width, height, pixels }: GreyImage,
  box: { left: number; top: number; width: number; height: number },
): GreyImage {
  const left = Math.max(0, Math.floor(box.left));
  const top = Math.max(0, Math.floor(box.top));
  const right = Math.min(width, Math.ceil(box.left + box.width));
  const bottom = Math.min(height, Math.ceil(box.top + box.height));
  const out = new Uint8Array(Math.max(0, right - left) * Math.max(0, bottom - top));
  for (let y = top; y < bottom; y++) {
    out.set(pixels.subarray(y * width + left, y * width + right), (y - top) * (right - left));
  }
  return { width: Math.max(0, right - left), height: Math.max(0, bottom - top), pixels: out };
}
