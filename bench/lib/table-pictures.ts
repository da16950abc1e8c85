/**
 * Pictures of tables for the OCR styles benchmark: each entry is a full HTML document with an element `#shot`, which
 * Chromium renders and screenshots (PNG, or JPEG at a quality). The truth travels with it: the cells a person reads,
 * a question about them and its answer.
 */
import { chromium } from "playwright-core";
import type { Browser } from "playwright-core";

export const pictureStyles = [
  "black-grid",
  "grey-grid",
  "excel-like",
  "zebra",
  "dark-theme",
  "bold-header",
  "right-aligned-numbers",
  "small-11px",
  "jpeg-q60",
  "phone-photo",
  "no-rules",
  "horizontal-rules-only",
] as const;
export type PictureStyle = (typeof pictureStyles)[number];

export interface TablePicture {
  name: string;
  style: string;
  /** A full HTML document, inline CSS, with an element id="shot" (what is photographed). */
  html: string;
  format?: "png" | "jpeg";
  quality?: number;
  /** The truth: header row then data rows, the text a person reads in the data cells (no sheet decorations). */
  cells: string[][];
  question: string;
  answer: number;
}

/** One Chromium for a whole set of pictures; close it when done. */
export class PictureRenderer {
  #browser: Promise<Browser> | undefined;

  #launch() {
    this.#browser ??= chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
    return this.#browser;
  }

  async render(picture: TablePicture): Promise<Uint8Array> {
    const browser = await this.#launch();
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, deviceScaleFactor: 1 });
    try {
      await page.setContent(picture.html);
      const type = picture.format ?? "png";
      const shot = await page.locator("#shot").screenshot(
        type === "jpeg" ? { type, quality: picture.quality ?? 80 } : { type },
      );
      return new Uint8Array(shot);
    } finally {
      await page.close();
    }
  }

  async close() {
    if (this.#browser) await (await this.#browser).close();
    this.#browser = undefined;
  }
}

/** Renders every picture of a set with one browser. */
export async function renderPictures(pictures: TablePicture[]): Promise<Uint8Array[]> {
  const renderer = new PictureRenderer();
  try {
    const out: Uint8Array[] = [];
    for (const picture of pictures) out.push(await renderer.render(picture));
    return out;
  } finally {
    await renderer.close();
  }
}

export const pictureExtension = (picture: TablePicture) => picture.format === "jpeg" ? "jpg" : "png";
