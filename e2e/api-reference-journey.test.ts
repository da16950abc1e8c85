import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Journey, startJourney } from "./support/journey.ts";

/** Records the page's CSP violations as the browser reports them to the page, from before any script runs. */
const recordViolations = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(globalThis, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

const violations = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { cspViolations: string[] }).cspViolations);

describe("API reference journey", () => {
  let journey: Journey;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    journey = await startJourney();
    ({ baseUrl, page } = journey);
    await recordViolations(page);
  });
  afterAll(() => journey?.stop());

  it("shows every operation of the document", async () => {
    const document = await (await page.request.get(`${baseUrl}/api/openapi.json`)).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);

    await page.goto(`${baseUrl}/api/docs`);
    await page.getByRole("heading", { name: /Sheetsmith API/ }).first().waitFor();
    await page.locator(".opblock").first().waitFor();

    await expect(page.title()).resolves.toBe("Sheetsmith API");
    await expect(page.locator(".opblock").count()).resolves.toBe(operations);
  });

  it("tries a call out from the page", async () => {
    const health = page.locator("#operations-Health-getApiHealth");
    await health.locator(".opblock-summary").click();
    await health.getByRole("button", { name: "Try it out" }).click();
    await health.getByRole("button", { name: "Execute" }).click();

    const status = health.locator(".live-responses-table tbody .response-col_status").first();
    await status.waitFor();
    await expect(status.innerText()).resolves.toBe("200");
  });

  it("ran with no CSP violation and no error in the page", async () => {
    await expect(violations(page)).resolves.toEqual([]);
    expect(journey.browserErrors).toEqual([]);
  });
});
