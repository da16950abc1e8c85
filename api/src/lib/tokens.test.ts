import { afterEach, expect, test, vi } from "vitest";
import { decodeJwt, SignJWT } from "jose";
import { encodeBase64url, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { createTokens } from "./tokens.ts";

const secret = new TextEncoder().encode("a test secret of enough length");
const start = Date.UTC(2026, 0, 1);
const seconds = (ms: number) => Math.floor(ms / 1000);

/** A token as the server signs them, with its times on the test's clock. */
const sign = (key: Uint8Array, { sub = "user-1", ver = 0, iat = seconds(start), exp = seconds(start) + 60 } = {}) =>
  new SignJWT({ ver }).setProtectedHeader({ alg: "HS256" }).setSubject(sub).setIssuer("sheetsmith").setIssuedAt(iat)
    .setExpirationTime(exp).sign(key);

const signatureChecks = () => vi.spyOn(crypto.subtle, "verify");
afterEach(() => vi.restoreAllMocks());

test("a remembered token answers the same claims as a fresh verification, without checking the signature again", async () => {
  const token = await sign(secret, { sub: "user-7", ver: 3 });
  const tokens = createTokens(secret, { now: () => start });
  const checks = signatureChecks();
  const first = await tokens.verify(token);
  const again = await tokens.verify(token);
  expect(first).toEqual({ userId: "user-7", version: 3 });
  expect(again).toEqual(first);
  expect(await createTokens(secret, { now: () => start }).verify(token)).toEqual(first);
  // Two fresh verifications (this instance's first and the other instance's), none for the remembered one.
  expect(checks).toHaveBeenCalledTimes(2);
});

test("a remembered token is refused from its expiry on, as a fresh one is", async () => {
  let now = start;
  const tokens = createTokens(secret, { now: () => now });
  const token = await sign(secret, { exp: seconds(start) + 60 });
  expect(await tokens.verify(token)).not.toBeNull();
  now = start + 59_999;
  expect(await tokens.verify(token)).not.toBeNull();
  now = start + 60_000;
  expect(await tokens.verify(token)).toBeNull();
  expect(await createTokens(secret, { now: () => now }).verify(token)).toBeNull();
  // Forgotten, not merely refused: a clock set back does not bring it back from memory, only a fresh check could.
  now = start;
  const checks = signatureChecks();
  expect(await tokens.verify(token)).not.toBeNull();
  expect(checks).toHaveBeenCalledTimes(1);
});

test("a token with a bad signature is refused even when its header and payload are those of a remembered one", async () => {
  const tokens = createTokens(secret, { now: () => start });
  const token = await sign(secret);
  expect(await tokens.verify(token)).not.toBeNull();
  const [header, payload, signature] = token.split(".");
  const otherKey = await sign(crypto.getRandomValues(new Uint8Array(32)));
  const flipped = encodeBase64url(new TextEncoder().encode("x".repeat(32)));
  for (const forged of [otherKey, `${header}.${payload}.${flipped}`, `${header}.${payload}.`, `${header}.${payload}`]) {
    expect(forged.split(".").slice(0, 2)).toEqual([header, payload]);
    expect(await tokens.verify(forged)).toBeNull();
  }
  expect(signature).not.toBe(otherKey.split(".")[2]);
  // Refusals are not remembered either: the real token still works, and the forged one is checked each time.
  expect(await tokens.verify(token)).not.toBeNull();
  const checks = signatureChecks();
  expect(await tokens.verify(otherKey)).toBeNull();
  expect(await tokens.verify(otherKey)).toBeNull();
  expect(checks).toHaveBeenCalledTimes(2);
});

test("at most maxCached tokens are remembered: the least recently used one is verified again", async () => {
  const tokens = createTokens(secret, { maxCached: 2, now: () => start });
  const [a, b, c] = await Promise.all(["a", "b", "c"].map((sub) => sign(secret, { sub })));
  await tokens.verify(a);
  await tokens.verify(b);
  await tokens.verify(a);
  const checks = signatureChecks();
  await tokens.verify(c);
  expect(checks).toHaveBeenCalledTimes(1);
  // c pushed out b, read longest ago; a and c are still remembered.
  await tokens.verify(a);
  await tokens.verify(c);
  expect(checks).toHaveBeenCalledTimes(1);
  expect(await tokens.verify(b)).toEqual({ userId: "b", version: 0 });
  expect(checks).toHaveBeenCalledTimes(2);
});

test("a signed token verifies and carries its user and version", async () => {
  const tokens = createTokens(secret);
  expect(await tokens.verify(await tokens.sign({ userId: "user-2", version: 5 }))).toEqual({
    userId: "user-2",
    version: 5,
  });
});

test("a token issued more than a minute ahead of this clock, or living longer than the server issues, is refused", async () => {
  const tokens = createTokens(secret, { now: () => start });
  const at = seconds(start);
  expect(await tokens.verify(await sign(secret, { iat: at + 30, exp: at + 3600 }))).not.toBeNull();
  expect(await tokens.verify(await sign(secret, { iat: at + 120, exp: at + 3600 }))).toBeNull();
  const week = 7 * 24 * 3600;
  expect(await tokens.verify(await sign(secret, { iat: at - 60, exp: at - 60 + week }))).not.toBeNull();
  expect(await tokens.verify(await sign(secret, { iat: at - 60, exp: at - 60 + week + 1 }))).toBeNull();
});

test("a device token names its account and device, and is neither a session token nor anyone else's", async () => {
  const tokens = createTokens(secret);
  const device = await tokens.signDevice("owner@example.com");
  const id = await tokens.verifyDevice(device, "owner@example.com");
  expect(id).toMatch(/^[\w-]{22}$/);
  expect(await tokens.verifyDevice(await tokens.signDevice("owner@example.com"), "owner@example.com")).not.toBe(id);
  expect(await tokens.verifyDevice(device, "OWNER@example.com")).toBe(id);
  expect(await tokens.verifyDevice(device, "other@example.com")).toBeNull();
  expect(
    await createTokens(new TextEncoder().encode("another secret of enough length")).verifyDevice(
      device,
      "owner@example.com",
    ),
  ).toBeNull();
  expect(await tokens.verify(device)).toBeNull();
  expect(await tokens.verifyDevice(await tokens.sign({ userId: "user-1", version: 0 }), "owner@example.com"))
    .toBeNull();
});

test("a device token is refused from its expiry a year on", async () => {
  let now = Date.now();
  const tokens = createTokens(secret, { now: () => now });
  const device = await tokens.signDevice("owner@example.com");
  now += 364 * 24 * 3600 * 1000;
  expect(await tokens.verifyDevice(device, "owner@example.com")).not.toBeNull();
  now += 2 * 24 * 3600 * 1000;
  expect(await tokens.verifyDevice(device, "owner@example.com")).toBeNull();
});

test("a device token issued more than a minute ahead of this clock, or living longer than a year, is refused", async () => {
  const tokens = createTokens(secret, { now: () => start });
  const at = seconds(start);
  const year = 365 * 24 * 3600;
  const device = async (iat: number, exp: number) =>
    tokens.verifyDevice(
      await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(await ownerKey()).setAudience(
        "sheetsmith-device",
      ).setIssuer("sheetsmith").setJti("device-1").setIssuedAt(iat).setExpirationTime(exp).sign(secret),
      "owner@example.com",
    );
  expect(await device(at + 30, at + 30 + year)).toBe("device-1");
  expect(await device(at + 120, at + 120 + year)).toBeNull();
  expect(await device(at - 60, at - 60 + year)).toBe("device-1");
  expect(await device(at - 60, at - 60 + year + 1)).toBeNull();
});

/** The subject the server gives a device token for owner@example.com. */
async function ownerKey() {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode("owner@example.com"));
  return encodeBase64urlNoPadding(new Uint8Array(digest));
}

test("signed tokens take both times from one reading of the server's clock, so they live exactly what verify allows", async () => {
  const tokens = createTokens(secret, { now: () => start + 999 });
  const session = decodeJwt(await tokens.sign({ userId: "user-1", version: 0 }));
  expect([session.iat, session.exp]).toEqual([seconds(start), seconds(start) + 7 * 24 * 3600]);
  const device = decodeJwt(await tokens.signDevice("owner@example.com"));
  expect([device.iat, device.exp]).toEqual([seconds(start), seconds(start) + 365 * 24 * 3600]);
});
