import process from "node:process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Journey, signUpThroughPage, startJourney } from "./support/journey.ts";

const shots = process.env.DATA_TOOLS_SHOTS_DIR;

// A year of monthly revenue in two regions: the chart must show the months, the analysis the true totals.
const months = Array.from({ length: 6 }, (_, i) => `2024-0${i + 1}-15`);
const csvRows = [
  "Date,Region,Revenue",
  ...months.flatMap((date, i) => [`${date},East,${1000 + i * 100}`, `${date},West,${500 + i * 50}`]),
];
const pasted = ["Region\tRep\tSales", "East\tAnn\t1200", "West\tBo\t800", "East\tCy\t1500", "North\tDi\t400.5"].join(
  "\n",
);

describe("data tools journey: a CSV charted, pasted cells analysed, both in History", () => {
  let journey: Journey;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    journey = await startJourney();
    ({ baseUrl, page } = journey);
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(() => journey?.stop());

  const shoot = async (name: string) => {
    if (!shots) return;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  };

  it("signs up", async () => {
    await signUpThroughPage(page, baseUrl, {
      name: "Data Tester",
      email: `data-${Date.now()}@example.com`,
      password: "a long password",
    });
  });

  it("uploads a CSV on /chart-generator and sees the recommended type and a preview drawn with the data's labels", async () => {
    await page.goto(`${baseUrl}/chart-generator`);
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1, name: "Chart Generator" }).waitFor();
    // Image is the first tab; the description waits for data.
    await expect(main.getByRole("tab", { name: "Image" }).getAttribute("aria-selected")).resolves.toBe("true");
    const description = main.getByLabel("Describe your data and what the chart should show");
    await expect(description.isDisabled()).resolves.toBe(true);

    await main.getByRole("tab", { name: "CSV" }).click();
    await main.locator('input[type="file"]').setInputFiles({
      name: "revenue.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csvRows.join("\n")),
    });
    await expect(description.isDisabled()).resolves.toBe(false);
    await description.fill("How did revenue develop month by month?");
    await main.getByRole("button", { name: "Generate Chart" }).click();

    const result = main.getByRole("region", { name: "Recommended Chart" });
    await result.waitFor({ timeout: 20_000 });
    const chartType = (await result.locator(".chart-type").textContent()) ?? "";
    expect(chartType).toMatch(/Line|Area/);
    const preview = result.getByRole("group", { name: `${chartType} preview` });
    await preview.waitFor();
    expect((await preview.boundingBox())?.height).toBe(400);
    // The months of the data label the chart, and each point carries the month's true total.
    const labels = await preview.locator("text").allTextContents();
    expect(labels.join(" ")).toMatch(/2024-0?1|Jan/);
    await result.getByText("Show the chart's data as a table").click();
    // January: 1000 in the East and 500 in the West.
    const januaryRow = result.locator(".chart-data tr", { hasText: /2024-01|Jan/ });
    await expect(januaryRow.textContent()).resolves.toMatch(/1,?500/);
    await result.getByRole("heading", { name: "What was read" }).waitFor();
    await shoot("chart-generator-csv");
  });

  it("pastes cells on /data-analyzer and sees the true totals", async () => {
    await page.goto(`${baseUrl}/data-analyzer`);
    const main = page.getByRole("main");
    await main.getByRole("tab", { name: "Clipboard" }).click();
    await main.getByLabel("Pasted data").fill(pasted);
    await main.getByLabel("Describe your data and what you want to know").fill("What are total sales by region?");
    await main.getByRole("button", { name: "Analyze Data" }).click();

    const result = main.getByRole("region", { name: "Analysis" });
    await result.waitFor({ timeout: 20_000 });
    const text = (await result.textContent()) ?? "";
    for (const total of [/2,?700/, /800/, /400\.5/]) expect(text).toMatch(total);
    await shoot("data-analyzer-clipboard");
  });

  it("finds both under the dashboard's History", async () => {
    await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
    const main = page.getByRole("main");
    const types = main.getByRole("group", { name: "History type" });
    await types.getByRole("button", { name: "Data Analyzer" }).click();
    await main.getByRole("article", { name: "What are total sales by region?" }).waitFor();
    await types.getByRole("button", { name: "Chart Generator" }).click();
    await main.getByRole("article", { name: "How did revenue develop month by month?" }).waitFor();
  });

  it("raised no browser errors", () => {
    expect(journey.browserErrors).toEqual([]);
  });
});
