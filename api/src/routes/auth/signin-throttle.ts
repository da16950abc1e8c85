import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { messages } from "../../../contract/messages.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientIp, tooMany } from "../../middlewares/rate-limit.ts";

const minute = 60_000;

/**
 * Sign-in guessing limits. They throttle the guesser, never lock the owner out: failures count per (e-mail,
 * address) and per address, so an attacker's address is refused while the owner's is not. Guesses at one account
 * spread over many addresses are not refused but queued: once an account has had `accountFailures` attempts in the
 * window, its password checks run at most one per `gateSpacingMs` across all instances, whoever asks.
 */
export const signinLimits = {
  pairFailures: { limit: 10, windowMs: 15 * minute },
  addressFailures: { limit: 20, windowMs: 15 * minute },
  accountFailures: { limit: 10, windowMs: 15 * minute },
  gateSpacingMs: 1000,
  /** Longer queues are refused for a moment: they only form when many addresses guess at once. */
  gateMaxWaitMs: 5000,
  /** A browser that has signed in before is limited on its own, by its device token's id. */
  deviceFailures: { limit: 10, windowMs: 15 * minute },
};

/** Sent back only to the sign-in call, so no other request carries it. */
const deviceCookie = { name: "sheetsmith_device", path: "/api/signin", maxAgeSeconds: 365 * 24 * 60 * 60 };

/**
 * Gives the browser a device token for the account it just signed in to (OWASP's device cookies): from then on its
 * sign-ins to that account skip the account's queue and the address limits that guessers elsewhere can fill.
 */
export async function rememberDevice(c: Context<AppEnv>, email: string) {
  const { tokens, env } = c.get("deps");
  setCookie(c, deviceCookie.name, await tokens.signDevice(email), {
    path: deviceCookie.path,
    maxAge: deviceCookie.maxAgeSeconds,
    httpOnly: true,
    sameSite: "Strict",
    secure: new URL(c.req.url).protocol === "https:" || env.PUBLIC_URL.startsWith("https:"),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Admits one password check for `email` from the caller's address, or refuses with 429. The pair and account counts
 * are taken before the (slow) check, so parallel guesses cannot all slip past them; the caller reports the outcome
 * to the returned handle: a success forgets the pair's and the account's count, a failure adds to the address's.
 */
export async function admitSignin(c: Context<AppEnv>, email: string) {
  const { limiter, tokens } = c.get("deps");
  const presented = getCookie(c, deviceCookie.name);
  const device = presented ? await tokens.verifyDevice(presented, email) : null;
  if (device) return admitDevice(c, device);
  const address = clientIp(c);
  const keys = {
    pair: `signin-failures:${email}|${address}`,
    address: `signin-failures-from:${address}`,
    account: `signin-attempts-on:${email}`,
    gate: `signin-gate:${email}`,
  };
  const { pairFailures, addressFailures, accountFailures } = signinLimits;

  const fromAddress = await limiter.peek(keys.address);
  if (fromAddress.count >= addressFailures.limit) {
    tooMany(c, "signin-address", fromAddress.retryAfterMs, messages.tooManySignins);
  }
  const pair = await limiter.hit(keys.pair, pairFailures.limit, pairFailures.windowMs);
  if (!pair.allowed) tooMany(c, "signin-pair", pair.retryAfterMs, messages.tooManySignins);
  const account = await limiter.hit(keys.account, accountFailures.limit, accountFailures.windowMs);
  if (!account.allowed) await waitAtGate(c, keys.gate);

  return {
    succeeded: () => Promise.all([limiter.reset(keys.pair), limiter.reset(keys.account)]),
    failed: () => limiter.hit(keys.address, addressFailures.limit, addressFailures.windowMs),
  };
}

/** A known browser is refused only for its own failures, never queued behind guesses made elsewhere. */
async function admitDevice(c: Context<AppEnv>, device: string) {
  const { limiter } = c.get("deps");
  const key = `signin-failures-on-device:${device}`;
  const { limit, windowMs } = signinLimits.deviceFailures;
  const failures = await limiter.peek(key);
  if (failures.count >= limit) tooMany(c, "signin-device", failures.retryAfterMs, messages.tooManySignins);
  return {
    succeeded: () => limiter.reset(key),
    failed: () => limiter.hit(key, limit, windowMs),
  };
}

/** One check per spacing for an account under attack: wait for a free slot, or give up after the longest wait. */
async function waitAtGate(c: Context<AppEnv>, key: string) {
  const { gateSpacingMs, gateMaxWaitMs } = signinLimits;
  let waited = 0;
  for (;;) {
    const slot = await c.get("deps").limiter.hit(key, 1, gateSpacingMs);
    if (slot.allowed) return;
    if (waited + slot.retryAfterMs > gateMaxWaitMs) tooMany(c, "signin-gate", gateSpacingMs, messages.tooManySignins);
    await sleep(slot.retryAfterMs);
    waited += slot.retryAfterMs;
  }
}
