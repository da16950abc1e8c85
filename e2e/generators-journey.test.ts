import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import process from "node:process";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const chromiumPath = "/usr/bin/chromium";
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")));
    });
  });
}

interface RunningApi {
  server: ChildProcess;
  baseUrl: string;
  output: () => string;
}

/** Resolves with the server's URL once it prints it; rejects with its output if it dies or stays silent. */
function startApi(port: number, dataDir: string): Promise<RunningApi> {
  const server = spawn("node_modules/.bin/deno", ["run", "-A", "api/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${join(dataDir, "e2e.db")}`,
      RATE_LIMIT: "off",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start within 60 s:\n${output}`)), 60_000);
    server.stderr?.on("data", (chunk) => (output += chunk));
    server.stdout?.on("data", (chunk) => {
      output += chunk;
      if (!String(chunk).includes("http://")) return;
      clearTimeout(timer);
      resolve({ server, baseUrl: `http://127.0.0.1:${port}`, output: () => output });
    });
    server.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited with code ${code} before it was ready:\n${output}`));
    });
  });
}

function stopApi(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill("SIGKILL"), 5_000);
    server.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    server.kill("SIGTERM");
  });
}

describe("generators journey", () => {
  let dataDir: string;
  let api: RunningApi | undefined;
  let baseUrl: string;
  let browser: Browser | undefined;
  let page: Page;
  // CSP violations and uncaught errors surface here; the journey must not produce any.
  const browserErrors: string[] = [];

  beforeAll(async () => {
    execFileSync("node_modules/.bin/vite", ["build"], { stdio: "ignore" });
    dataDir = mkdtempSync(join(tmpdir(), "sheetsmith-e2e-"));
    api = await startApi(await freePort(), dataDir);
    baseUrl = api.baseUrl;
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    // Copy uses the async Clipboard API, which needs the permission a user would grant.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      permissions: ["clipboard-read", "clipboard-write"],
    });
    page = await context.newPage();
    page.on("pageerror", (error) => browserErrors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") browserErrors.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
    if (api) {
      // A server that died mid-journey explains every later failure; its own words say why.
      if (api.server.exitCode !== null) console.error(`API exited during the journey:\n${api.output()}`);
      await stopApi(api.server);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const account = {
    name: "Generator Tester",
    email: `generators-${Date.now()}@example.com`,
    password: "a long password",
  };
  const request = "sum B2:B50 where D2:D50 is Closed";

  it("signs up and opens Home with the formula generator", async () => {
    await page.goto(`${baseUrl}/signup`);
    const main = page.getByRole("main");
    await main.getByLabel("Full Name").fill(account.name);
    await main.getByLabel("Email").fill(account.email);
    await main.getByLabel("Password").fill(account.password);
    await main.getByRole("button", { name: "Sign Up", exact: true }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);

    await page.getByRole("banner").getByRole("link", { name: "Sheetsmith home" }).click();

    await page.waitForURL(`${baseUrl}/`);
    await main.getByRole("heading", { level: 1, name: "Formula Generator" }).waitFor();
    await expect(main.getByRole("button", { name: "Microsoft Excel" }).getAttribute("aria-pressed")).resolves.toBe(
      "true",
    );
  });

  it("generates a formula by streaming and shows it verified", async () => {
    const main = page.getByRole("main");
    await main.getByLabel("Describe what your formula should do").fill(request);
    await expect(main.getByText(`${request.length}/500`).isVisible()).resolves.toBe(true);

    const answer = page.waitForResponse((response) => response.url().endsWith("/api/generate-formula"));
    await main.getByRole("button", { name: "Generate Formula" }).click();
    expect((await answer).headers()["content-type"]).toContain("text/event-stream");

    const result = main.getByRole("region", { name: "Your Formula" });
    await result.waitFor();
    const formula = await result.locator("pre code").textContent();
    expect(formula).toMatch(/^=SUMIFS?\(/);
    expect(formula).toContain("B2:B50");
    await expect(result.getByText("Verified", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(result.getByRole("heading", { name: "Step by Step" }).isVisible()).resolves.toBe(true);
  });

  it("copies the formula to the clipboard", async () => {
    const result = page.getByRole("main").getByRole("region", { name: "Your Formula" });
    const formula = await result.locator("pre code").textContent();

    await result.getByRole("button", { name: "Copy" }).click();

    await result.getByText("Formula copied to clipboard!").waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(formula);
  });

  it("rates the formula 4 stars and lists it in Recent Formulas", async () => {
    const main = page.getByRole("main");
    const result = main.getByRole("region", { name: "Your Formula" });
    const formula = await result.locator("pre code").textContent();

    const rated = page.waitForResponse((response) => response.url().endsWith("/api/rate-formula"));
    await result.getByRole("radio", { name: "4 stars" }).check();

    expect((await rated).status()).toBe(200);
    await expect(result.getByRole("radio", { name: "4 stars" }).isChecked()).resolves.toBe(true);
    const recent = main.getByRole("region", { name: "Recent Formulas" });
    await expect(recent.getByRole("listitem").first().locator("code").textContent()).resolves.toBe(formula);
    await expect(recent.getByText(request).isVisible()).resolves.toBe(true);
  });

  it("keeps the formula in Recent Formulas after a reload, from the history", async () => {
    await page.reload();

    const recent = page.getByRole("main").getByRole("region", { name: "Recent Formulas" });
    await recent.getByText(request).waitFor();
  });

  it("generates a macro on /vba-generator", async () => {
    await page.getByRole("contentinfo").getByRole("link", { name: "VBA Generator" }).click();
    await page.waitForURL(`${baseUrl}/vba-generator`);
    const main = page.getByRole("main");
    await main.getByLabel("Describe what your macro should do").fill("delete blank rows in Sheet1");

    await main.getByRole("button", { name: "Generate VBA Code" }).click();

    const result = main.getByRole("region", { name: "Your VBA Code" });
    await result.waitFor();
    const code = await result.locator("pre code").textContent();
    expect(code).toMatch(/^\s*Sub \w+\(/m);
    expect(code).toMatch(/^\s*End Sub\s*$/m);
    await expect(result.getByRole("heading", { name: "Explanation" }).isVisible()).resolves.toBe(true);

    const rated = page.waitForResponse((response) => response.url().endsWith("/api/rate-vba"));
    await result.getByRole("radio", { name: "5 stars" }).check();
    expect((await rated).status()).toBe(200);
    await main.getByRole("region", { name: "Recent VBA Code" }).getByText("delete blank rows in Sheet1").waitFor();
  });

  it("raised no browser errors (CSP included)", () => {
    expect(browserErrors).toEqual([]);
  });
});
