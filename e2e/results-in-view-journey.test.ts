import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Journey, signUpThroughPage, startJourney } from "./support/journey.ts";

const pasted = ["Region\tRep\tSales", "East\tAnn\t1200", "West\tBo\t800", "East\tCy\t1500"].join("\n");
const csv = ["Month,Revenue", "2024-01,1000", "2024-02,1100", "2024-03,1250", "2024-04,1180"].join("\n");

/**
 * Whether the heading can be seen (below the sticky header, in the window's upper half, so the result under it is
 * in sight too) and holds the focus. Read again until it holds, since a smooth scroll takes a moment to come to rest.
 */
async function expectRevealed(page: Page, name: string) {
  const heading = page.getByRole("main").getByRole("heading", { name, exact: true });
  await heading.waitFor({ timeout: 20_000 });
  await expect.poll(() =>
    heading.evaluate((element) => {
      const shown = element.getBoundingClientRect();
      const header = document.querySelector("header.site-header")?.getBoundingClientRect().bottom ?? 0;
      return {
        inView: shown.top >= header && shown.bottom <= globalThis.innerHeight / 2,
        focused: document.activeElement === element,
      };
    })
  ).toEqual({ inView: true, focused: true });
}

describe("results in view: every tool brings its result into sight and focus at 1280 px; a new page opens at its top and Back returns to where the reader was", () => {
  let journey: Journey;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    journey = await startJourney({ viewport: { width: 1280, height: 800 } });
    ({ baseUrl, page } = journey);
    await signUpThroughPage(page, baseUrl, {
      name: "Scroll Tester",
      email: `scroll-${Date.now()}@example.com`,
      password: "a long password",
    });
  });
  afterAll(() => journey?.stop());

  const main = () => page.getByRole("main");

  it("shows and focuses a generated formula", async () => {
    await page.goto(`${baseUrl}/`);
    await main().getByLabel("Describe what your formula should do").fill("sum B2:B50 where D2:D50 is Closed");
    await main().getByRole("button", { name: "Generate Formula" }).click();
    await expectRevealed(page, "Your Formula");
  });

  it("shows and focuses a generated macro", async () => {
    await page.goto(`${baseUrl}/vba-generator`);
    await main().getByLabel("Describe what your macro should do").fill("delete blank rows in Sheet1");
    await main().getByRole("button", { name: "Generate VBA Code" }).click();
    await expectRevealed(page, "Your VBA Code");
  });

  it("shows and focuses an analysis of pasted cells", async () => {
    await page.goto(`${baseUrl}/data-analyzer`);
    await main().getByRole("tab", { name: "Clipboard" }).click();
    await main().getByLabel("Pasted data").fill(pasted);
    await main().getByLabel("Describe your data and what you want to know").fill("What are total sales by region?");
    await main().getByRole("button", { name: "Analyze Data" }).click();
    await expectRevealed(page, "Analysis");
  });

  it("shows and focuses a chart of a CSV", async () => {
    await page.goto(`${baseUrl}/chart-generator`);
    await main().getByRole("tab", { name: "CSV" }).click();
    await main().locator('input[type="file"]').setInputFiles({
      name: "revenue.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await main().getByLabel("Describe your data and what the chart should show").fill("How did revenue develop?");
    await main().getByRole("button", { name: "Generate Chart" }).click();
    await expectRevealed(page, "Recommended Chart");
  });

  it("shows and focuses an explanation", async () => {
    await page.goto(`${baseUrl}/formula-explainer`);
    await main().getByLabel("Formula", { exact: true }).fill("=VLOOKUP(TRIM(F2),A2:C100,3,FALSE)");
    await main().getByRole("button", { name: "Explain", exact: true }).click();
    await expectRevealed(page, "What it computes");
  });

  it("opens a linked page at its top, and Back returns to the position it was left at", async () => {
    await page.goto(`${baseUrl}/`);
    await main().getByRole("heading", { level: 1, name: "Formula Generator" }).waitFor();
    await page.waitForLoadState("networkidle");
    // The footer's links sit at the bottom of the page: scrolled down to them, there is no scrolling further. How far
    // that is depends on the page's sections and the footer's links, so the check is only that it is well down.
    await page.evaluate(() => globalThis.scrollTo(0, document.documentElement.scrollHeight));
    const left = await page.evaluate(() => globalThis.scrollY);
    expect(left).toBeGreaterThan(300);

    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await page.waitForURL(`${baseUrl}/faq`);
    await main().getByRole("heading", { level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => globalThis.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.evaluate(() => globalThis.scrollY)).toBe(left);
  });

  it("raised no browser errors (CSP included)", () => {
    expect(journey.browserErrors).toEqual([]);
  });
});
