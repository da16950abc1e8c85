import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Journey, signUpThroughPage, startJourney } from "./support/journey.ts";
import { admin, superadminToken } from "./support/superadmin.ts";

describe("admin journey: live usage, suspension that signs a person out at once, activation", () => {
  let journey: Journey;
  let baseUrl: string;
  /** The person who generates; `adminPage` is the superadmin's browser, in its own context. */
  let page: Page;
  let adminPage: Page;

  beforeAll(async () => {
    journey = await startJourney({}, { env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
    ({ baseUrl, page } = journey);
  });
  afterAll(() => journey?.stop());

  const account = { name: "Casey Generator", email: `casey-${Date.now()}@example.com`, password: "a long password" };
  const row = () => adminPage.getByRole("main").getByRole("row", { name: new RegExp(account.name) });
  const totalCalls = () => adminPage.getByRole("main").getByTestId("total-api-calls").textContent();

  it("the person signs up; the admin's open page lists them without a reload", async () => {
    const token = await superadminToken(baseUrl);
    adminPage = await journey.newPage();
    await adminPage.goto(baseUrl);
    await adminPage.evaluate((value) => localStorage.setItem("sheetsmith.token", value), token);
    await adminPage.goto(`${baseUrl}/admin`);
    const main = adminPage.getByRole("main");
    await main.getByRole("heading", { name: "User Management" }).waitFor();
    await expect(totalCalls()).resolves.toBe("0");

    await signUpThroughPage(page, baseUrl, account);
    await row().waitFor({ timeout: 10_000 });
    await expect(row().getByText("Active", { exact: true }).isVisible()).resolves.toBe(true);
  });

  it("the admin watches Total API Calls rise while the person generates a formula", async () => {
    await page.goto(`${baseUrl}/`);
    const main = page.getByRole("main");
    await main.getByLabel("Describe what your formula should do").fill("sum B2:B50");
    await main.getByRole("button", { name: "Generate Formula" }).click();
    await main.getByRole("region", { name: "Your Formula" }).waitFor();

    await adminPage.waitForFunction(
      () => document.querySelector("[data-testid=total-api-calls]")?.textContent === "1",
      undefined,
      { timeout: 10_000 },
    );
    await expect(row().getByRole("cell", { name: "1", exact: true }).isVisible()).resolves.toBe(true);
  });

  it("the admin suspends the person, whose open page signs them out with a message at once", async () => {
    await row().getByRole("button", { name: "Suspend" }).click();
    await adminPage.getByText("User blocked successfully!").first().waitFor();
    await expect(row().getByText("Suspended", { exact: true }).isVisible()).resolves.toBe(true);

    await page.waitForURL(`${baseUrl}/signin`, { timeout: 10_000 });
    const reason = "Your account is suspended. Contact us if you think this is a mistake.";
    // Said on the sign-in form itself, not only in a passing toast.
    await page.getByRole("main").getByRole("alert").filter({ hasText: reason }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem("sheetsmith.token"))).resolves.toBeNull();

    const main = page.getByRole("main");
    await main.getByLabel("Email").fill(account.email);
    await main.getByLabel("Password").fill(account.password);
    // The alert is already up from the push, so the refusal itself is what is waited for.
    const refused = page.waitForResponse((response) => response.url().endsWith("/api/signin"));
    await main.getByRole("button", { name: "Sign In", exact: true }).click();
    expect((await refused).status()).toBe(403);
    await main.getByRole("alert").filter({ hasText: reason }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/signin`);
  });

  it("the admin activates them, and they can sign in again", async () => {
    await row().getByRole("button", { name: "Activate" }).click();
    await adminPage.getByText("User unblocked successfully!").first().waitFor();
    await expect(row().getByText("Active", { exact: true }).isVisible()).resolves.toBe(true);

    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
  });

  it("raised no browser errors (CSP included) but the refused sign-in's own 403 and the suspension's refusals", () => {
    const refused = "Failed to load resource: the server responded with a status of 403 (Forbidden) /api/";
    expect(journey.browserErrors).toContain(`${refused}signin`);
    // A call the person's page had in flight when the suspension landed (the notification bell's inbox) is refused
    // with the same 403 before the push signs the page out: that race is the server doing its job, not an error.
    const others = journey.browserErrors.filter((error) => error !== `${refused}signin`);
    expect(others.every((error) => error === `${refused}notifications`)).toBe(true);
  });
});
