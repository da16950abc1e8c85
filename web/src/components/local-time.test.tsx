import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDate, formatDateTime } from "../lib/format-time.ts";
import { LocalDate, RelativeTime } from "./local-time.tsx";

const posted = "2026-11-23T15:00:00.000Z";

describe("RelativeTime", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(Date.parse(posted) + 3 * 60_000 + 10_000));
  });
  afterEach(() => vi.useRealTimers());

  it("says how long ago, with the full date and time to hover, and moves on while the page stays open", () => {
    const { unmount } = render(
      <p>
        <RelativeTime iso={posted} />
        <RelativeTime iso={posted} />
      </p>,
    );
    const [first] = screen.getAllByText("3 minutes ago");
    expect(first.tagName).toBe("TIME");
    expect(first).toHaveAttribute("dateTime", posted);
    expect(first).toHaveAttribute("title", formatDateTime(posted));

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getAllByText("4 minutes ago")).toHaveLength(2);
    // Both share one timer, which goes when they do.
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("starts from the time of day when it mounts after a pause", () => {
    render(<RelativeTime iso={posted} />).unmount();
    vi.setSystemTime(Date.parse(posted) + 2 * 60 * 60_000);
    render(<RelativeTime iso={posted} />);
    expect(screen.getByText("2 hours ago")).toBeInTheDocument();
  });
});

describe("LocalDate", () => {
  it("shows the local date, with the full date and time to hover", () => {
    render(<LocalDate iso={posted} />);
    const date = screen.getByText(formatDate(posted));
    expect(date).toHaveAttribute("dateTime", posted);
    expect(date).toHaveAttribute("title", formatDateTime(posted));
  });
});
