import process from "node:process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Journey, signUpThroughPage, startJourney } from "./support/journey.ts";

const shots = process.env.DATA_TOOLS_SHOTS_DIR;

/** A list whose first two columns are one space apart: no reader can tell where the region ends and revenue begins. */
const inseparable = `<!doctype html><style>body{margin:0;background:#fff}div{display:inline-block;padding:10px;` +
  `font:16px Arial;line-height:26px}span{display:inline-block;width:90px;text-align:right}</style><div>` +
  [["Region Revenue", "Units"], ["North 1,200.50", "14"], ["South 980.25", "7"], ["East 2,310.00", "21"], [
    "West 415.75",
    "3",
  ], ["Central 1,045.10", "9"]].map(([merged, units]) => `${merged}<span>${units}</span><br>`).join("") + "</div>";

describe("a picture whose columns cannot be told apart is not analysed", () => {
  let journey: Journey;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    journey = await startJourney();
    ({ baseUrl, page } = journey);
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(() => journey?.stop());

  it("says why and shows the table as it was read", async () => {
    await signUpThroughPage(page, baseUrl, {
      name: "Picture Tester",
      email: `picture-${Date.now()}@example.com`,
      password: "a long password",
    });
    const painter = await page.context().newPage();
    await painter.setContent(inseparable);
    const picture = await painter.locator("div").screenshot();
    await painter.close();

    await page.goto(`${baseUrl}/data-analyzer`);
    const main = page.getByRole("main");
    await main.locator('input[type="file"]').setInputFiles({
      name: "table.png",
      mimeType: "image/png",
      buffer: picture,
    });
    await main.getByLabel("Describe your data and what you want to know").fill("Which region had the highest revenue?");
    await main.getByRole("button", { name: "Analyze Data" }).click();

    const alert = main.getByRole("alert");
    await alert.waitFor({ timeout: 60_000 });
    await expect(alert.textContent()).resolves.toMatch(/looks like two columns read as one: "North 1,200.50"/);
    const read = main.getByRole("region", { name: "What was read" });
    await expect(read.getByRole("columnheader", { name: /Region Revenue/ }).count()).resolves.toBe(1);
    await read.getByText("South 980.25").waitFor();
    await expect(main.getByRole("region", { name: "Analysis" }).count()).resolves.toBe(0);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (shots) await page.screenshot({ path: join(shots, `picture-doubt-${width}.png`), fullPage: true });
    }
  }, 120_000);
});
