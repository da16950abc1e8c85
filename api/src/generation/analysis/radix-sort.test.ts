import { expect, test } from "vitest";
import { radixSorted } from "./radix-sort.ts";

const nativeSorted = (values: Float64Array) => values.slice().sort();

test("radixSorted orders doubles exactly as the built-in sort does: negatives, zeros, repeats, any magnitude", () => {
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const values = new Float64Array(50_000).map((_, i) => {
    const kind = i % 7;
    if (kind === 0) return -0;
    if (kind === 1) return 0;
    if (kind === 2) return Math.round(random() * 100) - 50;
    if (kind === 3) return (random() - 0.5) * 1e300;
    if (kind === 4) return (random() - 0.5) * 1e-300;
    if (kind === 5) return Number.MAX_VALUE * (random() < 0.5 ? -1 : 1);
    return random() * 1234.56;
  });
  const sorted = radixSorted(values);
  expect(Array.from(sorted)).toEqual(Array.from(nativeSorted(values)));
  expect(Object.is(sorted[sorted.findIndex((v) => v === 0)], -0)).toBe(true);
  // The input is left as it was.
  expect(values[0]).toBe(-0);
  expect(values[2]).not.toBe(sorted[2]);
});

test("radixSorted handles values that share their high digits, and small arrays", () => {
  const close = new Float64Array(10_000).map((_, i) => 1_000_000 + ((i * 7919) % 10_000));
  expect(Array.from(radixSorted(close))).toEqual(Array.from(nativeSorted(close)));
  const small = new Float64Array([3, -1, 2.5, -0, 0, -7]);
  expect(Array.from(radixSorted(small))).toEqual([-7, -1, -0, 0, 2.5, 3]);
});
