import { expect, test } from "vitest";
import { loadEnv } from "./env.ts";

test("every setting has a default that serves the embedded setup", () => {
  const env = loadEnv({});
  expect(env).toMatchObject({
    PORT: 8000,
    HOST: "0.0.0.0",
    DATA_DIR: "./data",
    DATABASE_URL: "file:./data/sheetsmith.db",
    PUBLIC_URL: "http://localhost:8000",
    GOOGLE_ISSUER: "https://accounts.google.com",
    RATE_LIMIT: "on",
    rateLimit: true,
    FORUM_LIST_CACHE_SECONDS: 5,
    SHUTDOWN_TIMEOUT_SECONDS: 10,
    logRequests: true,
  });
  expect(env.JWT_SECRET).toBeUndefined();
  expect(env.METRICS_TOKEN).toBeUndefined();
  expect(env.OPENAI_API_KEY).toBeUndefined();
});

test("settings follow the environment; empty values count as unset", () => {
  const env = loadEnv({
    PORT: "9001",
    DATA_DIR: "/srv/sheetsmith/",
    PUBLIC_URL: "https://sheets.example.com/",
    RATE_LIMIT: "off",
    SMTP_URL: "",
    FORUM_LIST_CACHE_SECONDS: "0",
    LOG_REQUESTS: "off",
  });
  expect(env.DATABASE_URL).toBe("file:/srv/sheetsmith/sheetsmith.db");
  expect(env.PUBLIC_URL).toBe("https://sheets.example.com");
  expect(env.rateLimit).toBe(false);
  expect(env.SMTP_URL).toBeUndefined();
  expect(env.FORUM_LIST_CACHE_SECONDS).toBe(0);
  expect(env.logRequests).toBe(false);
});

test("a wrong setting stops the start with a message naming it", () => {
  expect(() => loadEnv({ PORT: "eighty" })).toThrow(/PORT/);
  expect(() => loadEnv({ RATE_LIMIT: "maybe" })).toThrow(/RATE_LIMIT/);
  expect(() => loadEnv({ LOG_REQUESTS: "verbose" })).toThrow(/LOG_REQUESTS/);
  expect(() => loadEnv({ GOOGLE_ISSUER: "not a url" })).toThrow(/GOOGLE_ISSUER/);
  expect(() => loadEnv({ FORUM_LIST_CACHE_SECONDS: "-1" })).toThrow(/FORUM_LIST_CACHE_SECONDS/);
  expect(() => loadEnv({ SHUTDOWN_TIMEOUT_SECONDS: "soon" })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
});
