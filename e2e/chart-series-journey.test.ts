import process from "node:process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Journey, signUpThroughPage, startJourney } from "./support/journey.ts";

const shots = process.env.CHART_SERIES_SHOTS_DIR;

// A year of revenue for four categories, several sales a month, the rows not in date order (as exports often are).
const categories = ["Books", "Games", "Music", "Toys"];
const sales = Array.from({ length: 12 }, (_, month) =>
  categories.flatMap((category, c) =>
    [5, 20].map((day) => {
      const date = `2024-${String(month + 1).padStart(2, "0")}-${day}`;
      return `${date},${category},${100 * (c + 1) + 10 * month + day}`;
    })
  )).flat();
const csv = ["Date,Category,Revenue", ...sales.slice(48), ...sales.slice(0, 48)].join("\n");
const monthNames = Array.from({ length: 12 }, (_, month) => `2024-${String(month + 1).padStart(2, "0")}`);

describe("chart series journey: monthly revenue split by category is a line per category over the months", () => {
  let journey: Journey;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    journey = await startJourney();
    ({ baseUrl, page } = journey);
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(() => journey?.stop());

  /** The page at a phone's and a desktop's width: nothing wider than the screen, the chart as wide as it can be. */
  const checkWidths = async (name: string, preview: Locator) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(150);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth);
      expect(overflow, `page wider than ${width} px`).toBeLessThanOrEqual(0);
      const box = (await preview.boundingBox())!;
      expect(box.height).toBe(400);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      if (shots) {
        await page.mouse.move(0, 0);
        await page.evaluate(() => globalThis.scrollTo(0, 0));
        await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
        // The chart itself at full size (legend, drawing, months, table), clipped from the page as it lies.
        const figure = (await page.locator("figure.chart-preview").boundingBox())!;
        await page.screenshot({ path: join(shots, `${name}-${width}-chart.png`), fullPage: true, clip: figure });
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  };

  it("signs up", async () => {
    await signUpThroughPage(page, baseUrl, {
      name: "Series Tester",
      email: `series-${Date.now()}@example.com`,
      password: "a long password",
    });
  });

  it("asks for monthly revenue over time split by category and sees a line per category along the months", async () => {
    await page.goto(`${baseUrl}/chart-generator`);
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1, name: "Chart Generator" }).waitFor();
    await main.getByRole("tab", { name: "CSV" }).click();
    await main.locator('input[type="file"]').setInputFiles({
      name: "revenue-by-category.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await main.getByLabel("Describe your data and what the chart should show").fill(
      "monthly revenue over time, split by category",
    );
    await main.getByRole("button", { name: "Generate Chart" }).click();

    const result = main.getByRole("region", { name: "Recommended Chart" });
    await result.waitFor({ timeout: 20_000 });
    const chartType = (await result.locator(".chart-type").textContent()) ?? "";
    expect(chartType).toMatch(/Line/);
    const preview = result.getByRole("group", { name: `${chartType} preview` });
    await preview.waitFor();

    // A line per category, named in the legend, largest first.
    expect(await preview.locator(".chart-series").count()).toBe(4);
    const legend = result.getByRole("list", { name: "Category" });
    expect(await legend.getByRole("listitem").allTextContents()).toEqual(["Toys", "Music", "Games", "Books"]);
    // Time along the bottom, the months in order though the rows were not.
    const ticks = await preview.locator(".visx-axis-bottom .visx-axis-tick text").allTextContents();
    expect(ticks.length).toBeGreaterThanOrEqual(6);
    expect(ticks).toEqual(monthNames.filter((month) => ticks.includes(month)));
    expect(ticks[0]).toBe("2024-01");
    // Each month reads every category's total: January's Books are 105 + 120.
    const january = preview.getByRole("img", { name: /^2024-01, / });
    await expect(january.getAttribute("aria-label")).resolves.toMatch(/Books: 225\b/);
    await january.hover();
    await expect(result.locator(".chart-tooltip").textContent()).resolves.toContain("Books: 225");

    // The steps build it in Excel and in Sheets with the category as the series.
    const steps = (await result.locator("ol").last().textContent()) ?? "";
    expect(steps).toMatch(/Excel/);
    expect(steps).toMatch(/Sheets/);
    expect(steps).toMatch(/Category/);

    await checkWidths("chart-series-lines", preview);
  });

  it("asks for each category's share per month and sees 100 % stacked columns", async () => {
    const main = page.getByRole("main");
    const description = main.getByLabel("Describe your data and what the chart should show");
    await description.fill("share of each category per month");
    await main.getByRole("button", { name: "Generate Chart" }).click();

    const result = main.getByRole("region", { name: "Recommended Chart" });
    await result.locator(".chart-type", { hasText: /100% Stacked/i }).waitFor({ timeout: 20_000 });
    const chartType = (await result.locator(".chart-type").textContent()) ?? "";
    const preview = result.getByRole("group", { name: `${chartType} preview` });
    await expect(preview.getAttribute("data-stacking")).resolves.toBe("percent");
    expect(await preview.locator(".chart-series-bar").count()).toBe(48);
    await expect(preview.getByRole("img", { name: /^2024-01, / }).getAttribute("aria-label")).resolves.toMatch(
      /Books: 225 \(\d+(\.\d)?%\)/,
    );
    await checkWidths("chart-series-percent", preview);
  });

  it("with ten categories, draws the seven largest and Other, and their table scrolls within a phone's width", async () => {
    const many = Array.from({ length: 10 }, (_, c) => `Department ${c + 1}`);
    const rows = monthNames.flatMap((month, m) => many.map((name, c) => `${month}-10,${name},${(c + 1) * 50 + m * 5}`));
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Remove" }).click();
    await main.locator('input[type="file"]').setInputFiles({
      name: "departments.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(["Month,Department,Spend", ...rows].join("\n")),
    });
    await main.getByLabel("Describe your data and what the chart should show").fill("monthly spend per department");
    await main.getByRole("button", { name: "Generate Chart" }).click();

    const result = main.getByRole("region", { name: "Recommended Chart" });
    const legend = result.getByRole("list", { name: "Department" });
    await legend.waitFor({ timeout: 20_000 });
    const names = await legend.getByRole("listitem").allTextContents();
    expect(names).toEqual(["Department 10", ...many.slice(3, 9).reverse(), "Other"]);
    const chartType = (await result.locator(".chart-type").textContent()) ?? "";
    const preview = result.getByRole("group", { name: `${chartType} preview` });
    expect(await preview.locator(".chart-series").count()).toBe(8);
    await result.getByText("Show the chart's data as a table").click();
    await checkWidths("chart-series-other", preview);
  });

  it("raised no browser errors", () => {
    expect(journey.browserErrors).toEqual([]);
  });
});
