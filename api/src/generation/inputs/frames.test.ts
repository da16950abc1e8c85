import { expect, test } from "vitest";
import { encodeFrame, FrameReader } from "./frames.ts";

test("frames come back whole however the stream cuts them", () => {
  const payload = Uint8Array.from({ length: 70_000 }, (_, index) => index % 251);
  const stream = new Uint8Array([...encodeFrame({ id: 1, job: "a" }, payload), ...encodeFrame({ id: 2 })]);
  for (const size of [1, 7, 8, 13, 4096, stream.length]) {
    const reader = new FrameReader();
    const frames = [];
    for (let at = 0; at < stream.length; at += size) frames.push(...reader.push(stream.subarray(at, at + size)));
    expect(frames.map((frame) => frame.header)).toEqual([{ id: 1, job: "a" }, { id: 2 }]);
    expect(frames[0].payload).toEqual(payload);
    expect(frames[1].payload.length).toBe(0);
  }
});
