import { mkdirSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { type Journey, signUpThroughPage, startJourney } from "./support/journey.ts";

/** Set to a folder to keep screenshots of the formula page with the chip at desktop and phone widths. */
const shots = process.env.COLUMNS_CHIP_SHOTS_DIR;

describe("columns chip journey: remembered columns are shown whenever they are sent, and Clear forgets them", () => {
  let journey: Journey;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    journey = await startJourney();
    ({ baseUrl, page } = journey);
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(() => journey?.stop());

  const account = { name: "Chip Tester", email: `chip-${Date.now()}@example.com`, password: "a long password" };
  const columns = "A Region, B Rep, C Sales";
  const assumedHeading = "Built on assumed ranges — check them against your sheet:";

  const main = () => page.getByRole("main");
  const form = () => main().locator("form").filter({ has: page.getByRole("button", { name: "Generate Formula" }) });
  const chip = () => form().locator(".columns-chip");
  const columnsBox = () => main().getByLabel("Your columns (optional)");
  const result = () => main().getByRole("region", { name: "Your Formula" });

  /** Asks for a formula and hands back what the page sent; a refusal fails the step with the server's words. */
  async function generate(description: string): Promise<Record<string, unknown>> {
    await main().getByLabel("Describe what your formula should do").fill(description);
    const request = page.waitForRequest((sent) => sent.url().endsWith("/api/generate-formula"));
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/generate-formula"));
    await main().getByRole("button", { name: "Generate Formula" }).click();
    const body = (await request).postDataJSON();
    await answer;
    await main().locator('form[aria-busy="false"]').waitFor();
    const alert = main().getByRole("alert");
    await result().or(alert).first().waitFor();
    if (await alert.isVisible()) throw new Error(`no formula for "${description}": ${await alert.textContent()}`);
    return body;
  }

  /** At desktop and phone widths: axe finds nothing, nothing scrolls sideways, and a screenshot when asked for. */
  async function lookAt(name: string) {
    try {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await axeViolations(page)).toEqual([]);
        await expect(page.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth)).resolves.toBe(
          0,
        );
        await chip().scrollIntoViewIfNeeded();
        if (shots) await page.screenshot({ path: join(shots, `${name}-${width}.png`) });
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  }

  it("shows no chip while there are no columns to send, then shows it as they are typed, and sends them", async () => {
    await signUpThroughPage(page, baseUrl, account);
    await page.goto(`${baseUrl}/`);
    await main().getByRole("heading", { level: 1, name: "Formula Generator" }).waitFor();
    await expect(columnsBox().inputValue()).resolves.toBe("");
    await expect(chip().count()).resolves.toBe(0);

    await columnsBox().fill(columns);
    await expect(chip().textContent()).resolves.toBe(`Using your columns: ${columns}Clear`);

    const sent = await generate("total sales for north");

    expect(sent.columns).toBe(columns);
    await expect(result().getByText(assumedHeading).count()).resolves.toBe(0);
  });

  it("after a reload, shows the remembered columns in the chip before anything is sent, on a phone as well", async () => {
    await page.reload();
    await main().getByRole("heading", { level: 1, name: "Formula Generator" }).waitFor();

    await expect(chip().getByText(`Using your columns: ${columns}`).isVisible()).resolves.toBe(true);
    await lookAt("formula-columns-chip");
  });

  it("Clear forgets them: the chip goes, the next request is sent without columns and builds on assumed ranges", async () => {
    await chip().getByRole("button", { name: "Clear" }).click();
    await expect(chip().count()).resolves.toBe(0);
    await expect(columnsBox().inputValue()).resolves.toBe("");

    const sent = await generate("sum of sales where region is East");

    expect(sent).not.toHaveProperty("columns");
    await result().getByRole("note").filter({ hasText: assumedHeading }).waitFor();
    await page.reload();
    await main().getByRole("heading", { level: 1, name: "Formula Generator" }).waitFor();
    await expect(columnsBox().inputValue()).resolves.toBe("");
    await expect(chip().count()).resolves.toBe(0);
  });

  it("raised no browser errors (CSP included)", () => {
    expect(journey.browserErrors).toEqual([]);
  });
});
