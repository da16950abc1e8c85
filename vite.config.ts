/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The API listens here during `npm run dev`; Vite proxies every server path to it so the SPA keeps one origin.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "8001"}`;
const proxied = ["/api", "/socket.io", "/forum", "/admin", "/users"];

export default defineConfig({
  root: "web",
  plugins: [react()],
  build: { outDir: "../dist/web", emptyOutDir: true, sourcemap: true },
  server: {
    port: Number(process.env.PORT ?? 8000),
    proxy: Object.fromEntries(
      proxied.map((path) => [
        path,
        {
          target: apiTarget,
          ws: path === "/socket.io",
          // The SPA owns GET /forum and /admin pages; only API calls (JSON or non-GET) go to the server.
          bypass: (req: { method?: string; headers: Record<string, string | string[] | undefined> }) =>
            req.method === "GET" && String(req.headers.accept ?? "").includes("text/html") ? "/index.html" : undefined,
        },
      ]),
    ),
  },
  test: {
    projects: [
      {
        test: {
          name: "api",
          root: ".",
          include: ["api/**/*.test.ts", "db/**/*.test.ts"],
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          root: ".",
          include: ["web/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["web/src/test-setup.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          root: ".",
          include: ["e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
