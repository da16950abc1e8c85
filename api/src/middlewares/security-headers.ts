import type { Context } from "hono";

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

/** What a page of the SPA (and the files it loads) needs: the browser applies these to documents. */
const documentHeaders: [string, string][] = [
  ["Content-Security-Policy", contentSecurityPolicy],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Referrer-Policy", "no-referrer"],
  ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
];

/**
 * What an API answer (JSON, an event stream, an error) needs: never sniffed into something else, and never run or
 * framed as a document should a browser open it. Opener, referrer and resource policies act on documents, which an
 * answer read with a bearer token is not; HSTS comes with the page, which is always loaded first.
 */
const answerHeaders: [string, string][] = [
  ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
  ["X-Content-Type-Options", "nosniff"],
];

/**
 * Adds an API answer's security headers to a finished response, unless it is a page or a file that carries the
 * document set (its CSP replaces the answer's). Added afterwards rather than through `c.header` before the handler:
 * headers Hono prepares are checked once as they are set and again when its response copies them, and Deno.serve
 * pays about a microsecond and a half for each header of an answer already (bench/RESULTS.md). That cost is also
 * why an answer carries two headers and the static files add the rest through `setDocumentHeaders`.
 */
export function addAnswerHeaders(headers: Headers) {
  if (headers.has("content-security-policy")) return;
  for (const [name, value] of answerHeaders) headers.set(name, value);
}

/** The pages' and their files' headers, for the static handler to add (the CSP replaces the answers' one). */
export function setDocumentHeaders(c: Context) {
  for (const [name, value] of documentHeaders) c.header(name, value);
}
