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
  });
  expect(env.JWT_SECRET).toBeUndefined();
  expect(env.OPENAI_API_KEY).toBeUndefined();
});

test("settings follow the environment; empty values count as unset", () => {
  const env = loadEnv({
    PORT: "9001",
    DATA_DIR: "/srv/sheetsmith/",
    PUBLIC_URL: "https://sheets.example.com/",
    RATE_LIMIT: "off",
    SMTP_URL: "",
  });
  expect(env.DATABASE_URL).toBe("file:/srv/sheetsmith/sheetsmith.db");
  expect(env.PUBLIC_URL).toBe("https://sheets.example.com");
  expect(env.rateLimit).toBe(false);
  expect(env.SMTP_URL).toBeUndefined();
});

test("a wrong setting stops the start with a message naming it", () => {
  expect(() => loadEnv({ PORT: "eighty" })).toThrow(/PORT/);
  expect(() => loadEnv({ RATE_LIMIT: "maybe" })).toThrow(/RATE_LIMIT/);
  expect(() => loadEnv({ GOOGLE_ISSUER: "not a url" })).toThrow(/GOOGLE_ISSUER/);
});
