/**
 * Deno 2.9's `Headers` rebuilds and re-sorts its whole list on every `next()` of an iterator (denoland/deno#36063,
 * open), so @hono/node-server's `for…of` copy of a response's headers cost about 45 µs with the app's security
 * headers: more than the rest of a request. `forEach` walks the same sorted, combined list once, so the iterators
 * are rebuilt on it. One difference from the standard's live view: an iterator walks a snapshot taken when it
 * starts, which nothing here can notice since no code changes headers while iterating them. Drop this when
 * Deno ships the fix; bench/http-server.bench.ts shows the difference.
 */
let installed = false;

export function makeHeadersIterationLinear() {
  if (installed) return;
  installed = true;
  const iterator = <T>(pick: (pair: [string, string]) => T) => ({
    value: function (this: Headers) {
      const list: T[] = [];
      this.forEach((value, name) => list.push(pick([name, value])));
      return list[Symbol.iterator]();
    },
    configurable: true,
    writable: true,
  });
  Object.defineProperties(Headers.prototype, {
    entries: iterator((pair) => pair),
    keys: iterator(([name]) => name),
    values: iterator(([, value]) => value),
    [Symbol.iterator]: iterator((pair) => pair),
  });
}
