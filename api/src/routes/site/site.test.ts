import { afterAll, beforeAll, expect, test } from "vitest";
import { loadEnv } from "../../env.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";

let bare: TestServer;
let linked: TestServer;
beforeAll(async () => {
  bare = await startTestServer();
  linked = await startTestServer({
    SOCIAL_GITHUB_URL: "https://github.com/sheetsmith",
    SOCIAL_YOUTUBE_URL: "https://www.youtube.com/@sheetsmith",
  });
});
afterAll(() => Promise.all([bare.stop(), linked.stop()]));

test("GET /api/site names no social link when none is set, so the footer shows none", async () => {
  const response = await bare.call("/api/site");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: true, data: { socialLinks: [] } });
});

test("GET /api/site names the links that are set, in the footer's order, and may be kept for five minutes", async () => {
  const response = await linked.call("/api/site");
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  expect(await response.json()).toEqual({
    success: true,
    data: {
      socialLinks: [
        { network: "github", href: "https://github.com/sheetsmith" },
        { network: "youtube", href: "https://www.youtube.com/@sheetsmith" },
      ],
    },
  });
});

test("a social address that is not an http(s) URL stops the start with the setting's name", () => {
  expect(() => loadEnv({ SOCIAL_X_URL: "javascript:alert(1)" })).toThrow(/SOCIAL_X_URL/);
  expect(() => loadEnv({ SOCIAL_LINKEDIN_URL: "linkedin.com/company/x" })).toThrow(/SOCIAL_LINKEDIN_URL/);
});
