import { expect, test } from "vitest";
import { Counter, Gauge, HttpMetrics, latencyBuckets, renderAll } from "./registry.ts";

test("a counter renders one series per set of label values, with quotes, backslashes and newlines escaped", () => {
  const counter = new Counter("things_total", "Things.", ["kind"] as const);
  counter.inc('a "quoted" \\ value\nover lines');
  counter.inc("plain");
  counter.inc("plain");
  expect(counter.render()).toBe(
    "# HELP things_total Things.\n# TYPE things_total counter\n" +
      'things_total{kind="a \\"quoted\\" \\\\ value\\nover lines"} 1\n' +
      'things_total{kind="plain"} 2\n',
  );
});

test("a gauge is read when rendered", () => {
  let value = 1;
  const gauge = new Gauge("open", "Open things.", () => value);
  value = 7;
  expect(renderAll([gauge])).toBe("# HELP open Open things.\n# TYPE open gauge\nopen 7\n");
});

test("request latencies fill cumulative buckets, +Inf counting every request", () => {
  const http = new HttpMetrics("requests_total", "duration_seconds");
  http.observe("GET", "/a", 200, 0.0004);
  http.observe("GET", "/a", 200, 0.003);
  http.observe("GET", "/a", 404, 60);
  const lines = http.render().split("\n");
  const bucket = (le: string) =>
    lines.find((line) => line.startsWith(`duration_seconds_bucket{method="GET",route="/a",le="${le}"}`));
  expect(bucket(String(latencyBuckets[0]))).toMatch(/ 1$/);
  expect(bucket("0.005")).toMatch(/ 2$/);
  expect(bucket(String(latencyBuckets.at(-1)))).toMatch(/ 2$/);
  expect(bucket("+Inf")).toMatch(/ 3$/);
  expect(lines).toContain('duration_seconds_count{method="GET",route="/a"} 3');
  expect(lines).toContain('requests_total{method="GET",route="/a",status="200"} 2');
  expect(lines).toContain('requests_total{method="GET",route="/a",status="404"} 1');
});
