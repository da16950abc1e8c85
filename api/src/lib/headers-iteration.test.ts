import { expect, test } from "vitest";
import { makeHeadersIterationLinear } from "./headers-iteration.ts";

const sample = () => {
  const headers = new Headers({ "X-B": "2", "content-type": "application/json" });
  headers.append("x-a", "1");
  headers.append("X-A", "one");
  headers.append("set-cookie", "a=1");
  headers.append("Set-Cookie", "b=2");
  return headers;
};
const viaForEach = (headers: Headers) => {
  const list: [string, string][] = [];
  headers.forEach((value, name) => list.push([name, value]));
  return list;
};

test("iterating Headers keeps the Fetch standard's order, combining and separate set-cookie values", () => {
  makeHeadersIterationLinear();
  const expected: [string, string][] = [
    ["content-type", "application/json"],
    ["set-cookie", "a=1"],
    ["set-cookie", "b=2"],
    ["x-a", "1, one"],
    ["x-b", "2"],
  ];
  const headers = sample();
  expect(viaForEach(headers)).toEqual(expected);
  expect([...headers]).toEqual(expected);
  expect([...headers.entries()]).toEqual(expected);
  expect([...headers.keys()]).toEqual(expected.map(([name]) => name));
  expect([...headers.values()]).toEqual(expected.map(([, value]) => value));
  expect(Object.fromEntries(new Headers({ a: "1" }))).toEqual({ a: "1" });
});

test("an iterator walks the snapshot taken when it started", () => {
  makeHeadersIterationLinear();
  const headers = sample();
  const iterator = headers[Symbol.iterator]();
  headers.set("aaa", "first");
  expect(iterator.next().value).toEqual(["content-type", "application/json"]);
  expect([...headers][0]).toEqual(["aaa", "first"]);
});
