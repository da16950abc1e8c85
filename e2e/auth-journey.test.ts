import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Journey, startJourney } from "./support/journey.ts";

describe("auth journey", () => {
  let journey: Journey;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    journey = await startJourney();
    ({ baseUrl, page } = journey);
  });
  afterAll(() => journey?.stop());

  const account = { name: "Journey Tester", email: `journey-${Date.now()}@example.com`, password: "a long password" };

  it("sends a visitor on a protected page to sign-in", async () => {
    await page.goto(`${baseUrl}/vba-generator`);

    await page.waitForURL(`${baseUrl}/signin`);
    // The URL changes before the lazily loaded sign-in page has drawn; wait for its heading, then check it.
    const heading = page.getByRole("heading", { level: 1, name: "Sign In" });
    await heading.waitFor();
    await expect(heading.isVisible()).resolves.toBe(true);
  });

  it("signs up and lands on the dashboard", async () => {
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Sign up", exact: true }).click();
    await page.waitForURL(`${baseUrl}/signup`);

    await main.getByLabel("Full Name").fill(account.name);
    await main.getByLabel("Email").fill(account.email);
    await main.getByLabel("Password").fill(account.password);
    await main.getByRole("button", { name: "Sign Up", exact: true }).click();

    await page.waitForURL(`${baseUrl}/dashboard`);
    await main.getByRole("heading", { level: 1, name: account.name }).waitFor();
    await expect(main.getByText(account.email).isVisible()).resolves.toBe(true);
    await expect(main.getByRole("tab", { name: "History" }).getAttribute("aria-selected")).resolves.toBe("true");
  });

  it("signs out to the sign-in page", async () => {
    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();

    await page.waitForURL(`${baseUrl}/signin`);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" }).isVisible()).resolves.toBe(true);
  });

  it("signs in again and lands on the dashboard", async () => {
    const main = page.getByRole("main");
    await main.getByLabel("Email").fill(account.email);
    await main.getByLabel("Password").fill(account.password);
    await main.getByRole("button", { name: "Sign In", exact: true }).click();

    await page.waitForURL(`${baseUrl}/dashboard`);
    await main.getByRole("heading", { level: 1, name: account.name }).waitFor();
  });

  it("keeps the session across a reload", async () => {
    await page.reload();

    await page.getByRole("main").getByRole("heading", { level: 1, name: account.name }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/dashboard`);
  });

  it("opens the navigation from the menu button at 390 px, keeps focus in it, and following a link closes it", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const header = page.getByRole("banner");
    const menu = header.getByRole("button", { name: "Menu" });
    const dashboardLink = header.getByRole("link", { name: "Dashboard" });
    await expect(dashboardLink.isVisible()).resolves.toBe(false);

    await menu.click();

    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("true");
    await dashboardLink.waitFor({ state: "visible" });
    const signOut = header.getByRole("button", { name: "Sign Out" });
    await expect(signOut.isVisible()).resolves.toBe(true);
    // The open menu keeps focus inside: back from its button is its last item.
    await menu.press("Shift+Tab");
    await expect(signOut.evaluate((button) => button === document.activeElement)).resolves.toBe(true);

    await header.getByRole("link", { name: "Forum" }).click();
    await page.waitForURL(`${baseUrl}/forum`);
    // The router renders the new page in a transition, a moment after the address changes.
    await header.getByRole("button", { name: "Menu", expanded: false }).waitFor();
    await header.locator('a[aria-current="page"]', { hasText: "Forum" }).waitFor({ state: "attached" });
  });

  it("raised no browser errors (CSP included)", () => {
    expect(journey.browserErrors).toEqual([]);
  });
});
