import type { EventBus } from "../events/bus.ts";
import { Counter, Gauge, HttpMetrics, renderAll } from "./registry.ts";

/**
 * What `/api/metrics` exposes, counted in this process (each instance is scraped on its own). A registry of our own
 * rather than prom-client: four families need none of its machinery, and a request is counted with two map lookups
 * by the route and method strings Hono already holds instead of hashing a label object.
 */
export function createMetrics() {
  const http = new HttpMetrics("sheetsmith_http_requests_total", "sheetsmith_http_request_duration_seconds");
  const generations = new Counter(
    "sheetsmith_generations_total",
    "Generations answered and counted, by kind and provider (fallback: the builtin engine answered because the configured model failed).",
    ["kind", "provider"] as const,
  );
  const refusals = new Counter(
    "sheetsmith_rate_limit_refusals_total",
    "Requests refused with 429, by the limit that refused them.",
    ["limiter"] as const,
  );
  const slowClients = new Counter(
    "sheetsmith_slow_clients_cut_total",
    "Requests cut because the client stopped sending, by what it stalled in (body: no byte for BODY_STALL_SECONDS).",
    ["phase"] as const,
  );
  let readSockets = () => 0;
  const sockets = new Gauge(
    "sheetsmith_sockets_connected",
    "Socket.IO connections open on this instance.",
    () => readSockets(),
  );
  return {
    http,
    generations,
    refusals,
    slowClients,
    /** The Socket.IO server is attached after the dependencies are built; it hands its count here then. */
    countSockets(read: () => number) {
      readSockets = read;
    },
    render: () => renderAll([http, sockets, generations, refusals, slowClients]),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Counts each generation as the bus reports it, so the generation services know nothing of metrics. */
export function countGenerations(events: EventBus, metrics: Metrics) {
  return events.subscribe("usage.counted", ({ kind, provider, fallback }) => {
    metrics.generations.inc(kind, fallback ? "fallback" : provider);
  });
}
