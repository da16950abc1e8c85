import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import process from "node:process";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";

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
function startApi(port: number, dataDir: string, extraEnv: Record<string, string>): Promise<RunningApi> {
  const server = spawn("node_modules/.bin/deno", ["run", "-A", "api/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${join(dataDir, "e2e.db")}`,
      RATE_LIMIT: "off",
      ...extraEnv,
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

export interface Journey {
  baseUrl: string;
  page: Page;
  /** CSP violations and uncaught errors in the page; a journey must end with none. */
  browserErrors: string[];
  /**
   * Opens another page in its own browser context (its own storage, so its own session) on the same browser and
   * server, for journeys with more than one person; its errors land in browserErrors too.
   */
  newPage(context?: BrowserContextOptions): Promise<Page>;
  /** Opens another tab beside `page`, sharing its storage and so its session, as a person's second tab would. */
  newTab(page: Page): Promise<Page>;
  stop(): Promise<void>;
}

interface JourneyOptions {
  /** Extra server settings, e.g. ADMIN_EMAIL / ADMIN_PASSWORD for a journey that needs the superadmin. */
  env?: Record<string, string>;
}

/**
 * Builds the SPA, starts the real server on a free port with a fresh data folder, and opens Chromium on it.
 * `stop()` closes the browser, stops the server (printing its output if it died mid-journey) and removes the data.
 */
export async function startJourney(
  context: BrowserContextOptions = {},
  options: JourneyOptions = {},
): Promise<Journey> {
  execFileSync("node_modules/.bin/vite", ["build"], { stdio: "ignore" });
  const dataDir = mkdtempSync(join(tmpdir(), "sheetsmith-e2e-"));
  const api = await startApi(await freePort(), dataDir, options.env ?? {});
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const browserErrors: string[] = [];
  const watch = (opened: Page) => {
    opened.on("pageerror", (error) => browserErrors.push(error.message));
    opened.on("console", (message) => {
      // A failed load names its address, so a stray status says which call it came from.
      if (message.type() !== "error") return;
      const { url } = message.location();
      browserErrors.push(
        url && message.text().startsWith("Failed to load")
          ? `${message.text()} ${new URL(url).pathname}`
          : message.text(),
      );
    });
    return opened;
  };
  const openPage = async (pageContext: BrowserContextOptions) =>
    watch(await (await browser.newContext({ viewport: { width: 1280, height: 800 }, ...pageContext })).newPage());
  const page = await openPage(context);
  return {
    baseUrl: api.baseUrl,
    page,
    browserErrors,
    newPage: (pageContext = {}) => openPage(pageContext),
    newTab: async (beside) => watch(await beside.context().newPage()),
    async stop() {
      await browser.close();
      // A server that died mid-journey explains every later failure; its own words say why.
      if (api.server.exitCode !== null) console.error(`API exited during the journey:\n${api.output()}`);
      await stopApi(api.server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a new person up through the sign-up page, as they would, and waits for the dashboard it leads to. */
export async function signUpThroughPage(
  page: Page,
  baseUrl: string,
  account: { name: string; email: string; password: string },
) {
  await page.goto(`${baseUrl}/signup`);
  const main = page.getByRole("main");
  await main.getByLabel("Full Name").fill(account.name);
  await main.getByLabel("Email").fill(account.email);
  await main.getByLabel("Password").fill(account.password);
  await main.getByRole("button", { name: "Sign Up", exact: true }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}
