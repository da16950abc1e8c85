/** The exposition format's media type (Prometheus text format 0.0.4). */
export const exposition = "text/plain; version=0.0.4; charset=utf-8";

/** Upper bounds, in seconds, of the request-latency buckets: a cached read takes well under a millisecond. */
export const latencyBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const escape = (value: string) => value.replace(/[\\"\n]/g, (c) => c === "\n" ? "\\n" : `\\${c}`);

const labelText = (names: readonly string[], values: readonly string[]) =>
  names.map((name, i) => `${name}="${escape(values[i])}"`).join(",");

const header = (name: string, help: string, type: string) => `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n`;

interface Family {
  render(): string;
}

/** A counter with labels; each distinct set of label values is one series. */
export class Counter<Names extends readonly string[]> implements Family {
  readonly #series = new Map<string, { values: readonly string[]; count: number }>();
  constructor(readonly name: string, readonly help: string, readonly labelNames: Names) {}

  inc(...values: { [K in keyof Names]: string }) {
    const key = values.join("\u0000");
    const series = this.#series.get(key);
    if (series) series.count += 1;
    else this.#series.set(key, { values, count: 1 });
  }

  render() {
    let text = header(this.name, this.help, "counter");
    for (const { values, count } of this.#series.values()) {
      text += `${this.name}{${labelText(this.labelNames, values)}} ${count}\n`;
    }
    return text;
  }
}

/** A gauge read when scraped, so that keeping it costs the measured code nothing. */
export class Gauge implements Family {
  constructor(readonly name: string, readonly help: string, readonly read: () => number) {}
  render() {
    return `${header(this.name, this.help, "gauge")}${this.name} ${this.read()}\n`;
  }
}

interface RouteSeries {
  statuses: Map<number, number>;
  buckets: Float64Array;
  sum: number;
  count: number;
}

/**
 * Every answered request by method, route and status (a counter) and its latency by method and route (a histogram),
 * kept together so that a request costs two map lookups by strings Hono already holds and one bucket search. The
 * route is the matched pattern, so the series stay as few as the routes however many ids the paths carry.
 */
export class HttpMetrics {
  readonly #routes = new Map<string, Map<string, RouteSeries>>();
  constructor(readonly requestsName: string, readonly durationName: string) {}

  observe(method: string, route: string, status: number, seconds: number) {
    let methods = this.#routes.get(route);
    if (!methods) this.#routes.set(route, methods = new Map());
    let series = methods.get(method);
    if (!series) {
      series = { statuses: new Map(), buckets: new Float64Array(latencyBuckets.length), sum: 0, count: 0 };
      methods.set(method, series);
    }
    series.statuses.set(status, (series.statuses.get(status) ?? 0) + 1);
    for (let i = 0; i < latencyBuckets.length; i++) {
      if (seconds <= latencyBuckets[i]) {
        series.buckets[i] += 1;
        break;
      }
    }
    series.sum += seconds;
    series.count += 1;
  }

  render() {
    let requests = header(this.requestsName, "HTTP requests answered, by method, matched route and status.", "counter");
    let durations = header(
      this.durationName,
      "Time from a request's arrival until its answer's headers, by method and matched route.",
      "histogram",
    );
    for (const [route, methods] of this.#routes) {
      for (const [method, series] of methods) {
        const labels = `method="${escape(method)}",route="${escape(route)}"`;
        for (const [status, count] of series.statuses) {
          requests += `${this.requestsName}{${labels},status="${status}"} ${count}\n`;
        }
        let cumulative = 0;
        latencyBuckets.forEach((bound, i) => {
          cumulative += series.buckets[i];
          durations += `${this.durationName}_bucket{${labels},le="${bound}"} ${cumulative}\n`;
        });
        durations += `${this.durationName}_bucket{${labels},le="+Inf"} ${series.count}\n`;
        durations += `${this.durationName}_sum{${labels}} ${series.sum}\n`;
        durations += `${this.durationName}_count{${labels}} ${series.count}\n`;
      }
    }
    return requests + durations;
  }
}

/** Renders families in the order they were added, as one exposition. */
export const renderAll = (families: readonly Family[]) => families.map((family) => family.render()).join("");
