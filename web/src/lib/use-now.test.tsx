import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useNow } from "./use-now.ts";

function Clock({ label }: { label: string }) {
  return <p>{label} {new Date(useNow()).toISOString()}</p>;
}

describe("useNow", () => {
  afterEach(() => vi.useRealTimers());

  it("gives a new reader the time of day when the clock was set back while another reader listens", () => {
    render(<Clock label="first" />);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2020-01-02T03:04:00.000Z"));
    render(<Clock label="second" />);
    expect(screen.getByText("second 2020-01-02T03:04:00.000Z")).toBeInTheDocument();
  });

  it("gives a reader after a pause the time of day", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-05-06T07:08:00.000Z"));
    render(<Clock label="later" />);
    expect(screen.getByText("later 2030-05-06T07:08:00.000Z")).toBeInTheDocument();
  });
});
