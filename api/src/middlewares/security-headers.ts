import { createMiddleware } from "hono/factory";

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets style attributes; no stylesheet or font comes from elsewhere.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  // CSP 3 lets 'self' match ws: and wss: on the page's own host, which is where the socket connects.
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const headers: [string, string][] = [
  ["Content-Security-Policy", contentSecurityPolicy],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Referrer-Policy", "no-referrer"],
  ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
];

/**
 * The security headers every answer carries, set before the handler runs. Hono's secureHeaders sets them on the
 * finished response instead, copying it: when the app ran on node:http that made @hono/node-server drop its cached
 * fast path and stream the body, most of a request's cost (bench/RESULTS.md).
 */
export const securityHeaders = createMiddleware(async (c, next) => {
  for (const [name, value] of headers) c.header(name, value);
  await next();
});
