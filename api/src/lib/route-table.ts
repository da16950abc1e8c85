import type { Hono } from "hono";
import { COMPOSED_HANDLER } from "hono/utils/constants";
import { type Validation, validationOf } from "./validator.ts";

/** One endpoint the app really mounts: its method, its Hono path (`:id` params) and what its validators check. */
export interface MountedRoute {
  method: string;
  path: string;
  /** The middlewares and the handler, in the order they run (unwrapped from the sub-apps they were mounted from). */
  handlers: object[];
  validations: Validation[];
}

/** `route()` wraps a sub-app's handlers and keeps the original under this key. */
const unwrap = (handler: object): object => {
  const inner = (handler as Record<string, unknown>)[COMPOSED_HANDLER];
  return typeof inner === "function" ? unwrap(inner) : handler;
};

/**
 * The endpoints of an app as Hono routes them, from `app.routes`: one entry per method and path, app-wide
 * middlewares (`use`, registered as ALL) and catch-alls (`*`) left out. Tests and the OpenAPI document read this,
 * so a route added to a sub-app is covered the moment it is mounted.
 */
export function mountedRoutes(app: { routes: Hono["routes"] }): MountedRoute[] {
  const byKey = new Map<string, MountedRoute>();
  for (const route of app.routes) {
    if (route.method === "ALL" || route.path.includes("*")) continue;
    const key = `${route.method} ${route.path}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = { method: route.method, path: route.path, handlers: [], validations: [] };
      byKey.set(key, entry);
    }
    const handler = unwrap(route.handler);
    entry.handlers.push(handler);
    const validation = validationOf(handler);
    if (validation) entry.validations.push(validation);
  }
  return [...byKey.values()];
}
