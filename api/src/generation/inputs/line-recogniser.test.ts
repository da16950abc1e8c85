import { chromium } from "playwright-core";
import { afterAll, expect, test } from "vitest";
import type { GreyImage } from "./grey-image.ts";
import { createLineRecogniser } from "./line-recogniser.ts";

const recogniser = createLineRecogniser();
afterAll(() => recogniser.release());

/** Each text drawn by Chromium on its own canvas, 16 px Arial, dark on white, as grey pixels tall as the line. */
async function drawn(texts: string[]): Promise<GreyImage[]> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage();
    const lines = await page.evaluate((texts) =>
      texts.map((text) => {
        const canvas = document.createElement("canvas");
        const context = canvas.getContext("2d")!;
        context.font = "16px Arial";
        canvas.width = Math.ceil(context.measureText(text).width) + 4;
        canvas.height = 22;
        context.fillStyle = "#fff";
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.fillStyle = "#222";
        context.font = "16px Arial";
        context.textBaseline = "middle";
        context.fillText(text, 2, 11);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        const grey = Array.from({ length: canvas.width * canvas.height }, (_, at) => data[at * 4 + 1]);
        return { width: canvas.width, height: canvas.height, grey };
      }), texts);
    return lines.map(({ width, height, grey }) => ({ width, height, pixels: Uint8Array.from(grey) }));
  } finally {
    await browser.close();
  }
}

test("reads words of a table, each from its own picture, in the order given", async () => {
  const texts = ["IOS-2200", "Wholesale", "#Z8338", "36.9", "Cinnamon Buns x12"];
  const readings = await recogniser.read(await drawn(texts));
  expect(readings.map((reading) => reading.text)).toEqual(texts);
  for (const reading of readings) {
    expect(reading.characters.map((character) => character.text).join("")).toBe(reading.text);
    for (const { probability } of reading.characters) expect(probability).toBeGreaterThan(0.5);
  }
}, 60_000);

test("says which characters it cannot write: a pound sign is not read as one", async () => {
  expect(recogniser.knows("A")).toBe(true);
  expect(recogniser.knows("£")).toBe(false);
  expect(recogniser.knows("€")).toBe(false);
  const [reading] = await recogniser.read(await drawn(["£12.50"]));
  expect(reading.text).not.toContain("£");
  expect(reading.text).toContain("12.50");
}, 60_000);

test("an empty picture reads as nothing; after release the model loads again", async () => {
  expect(await recogniser.read([{ width: 0, height: 0, pixels: new Uint8Array() }])).toEqual([
    { text: "", characters: [] },
  ]);
  await recogniser.release();
  const [reading] = await recogniser.read(await drawn(["Total"]));
  expect(reading.text).toBe("Total");
}, 60_000);
