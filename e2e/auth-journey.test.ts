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

describe("auth journey", () => {
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
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
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

  const account = { name: "Journey Tester", email: `journey-${Date.now()}@example.com`, password: "a long password" };

  it("sends a visitor on a protected page to sign-in", async () => {
    await page.goto(`${baseUrl}/vba-generator`);

    await page.waitForURL(`${baseUrl}/signin`);
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" }).isVisible()).resolves.toBe(true);
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

  it("opens the navigation from the menu button at 390 px", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const header = page.getByRole("banner");
    const menu = header.getByRole("button", { name: "Menu" });
    const dashboardLink = header.getByRole("link", { name: "Dashboard" });
    await expect(dashboardLink.isVisible()).resolves.toBe(false);

    await menu.click();

    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("true");
    await dashboardLink.waitFor({ state: "visible" });
    await expect(header.getByRole("button", { name: "Sign Out" }).isVisible()).resolves.toBe(true);
  });

  it("raised no browser errors (CSP included)", () => {
    expect(browserErrors).toEqual([]);
  });
});
