import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate, formatDateTime, formatRelative, readerLocale } from "./format-time.ts";

const now = new Date(2026, 10, 23, 15, 0, 0).getTime();
const before = (ms: number) => new Date(now - ms).toISOString();
const minute = 60_000;
const hour = 60 * minute;
const at = (...parts: [number, number, number, number?, number?]) => new Date(...parts).toISOString();

describe("formatRelative", () => {
  it("says now for the last minute, then minutes and hours ago", () => {
    expect(formatRelative(before(0), now, "en")).toBe("now");
    expect(formatRelative(before(59_000), now, "en")).toBe("now");
    expect(formatRelative(before(minute), now, "en")).toBe("1 minute ago");
    expect(formatRelative(before(3 * minute + 59_000), now, "en")).toBe("3 minutes ago");
    expect(formatRelative(before(hour), now, "en")).toBe("1 hour ago");
    expect(formatRelative(before(23 * hour + 59 * minute), now, "en")).toBe("23 hours ago");
  });

  it("counts days by the calendar, then weeks, then shows the date", () => {
    expect(formatRelative(at(2026, 10, 22, 9), now, "en")).toBe("yesterday");
    expect(formatRelative(at(2026, 10, 20, 18), now, "en")).toBe("3 days ago");
    expect(formatRelative(at(2026, 10, 16, 12), now, "en")).toBe("last week");
    expect(formatRelative(at(2026, 10, 2, 12), now, "en")).toBe("3 weeks ago");
    expect(formatRelative(at(2026, 9, 1, 12), now, "en")).toBe(formatDate(at(2026, 9, 1, 12), "en"));
  });

  it("reads a clock a few seconds ahead as now and a later time as to come", () => {
    expect(formatRelative(before(-20_000), now, "en")).toBe("now");
    expect(formatRelative(before(-3 * minute), now, "en")).toBe("in 3 minutes");
  });

  it("speaks the reader's language", () => {
    expect(formatRelative(before(3 * minute), now, "de")).toBe("vor 3 Minuten");
    expect(formatRelative(at(2026, 10, 22, 9), now, "de")).toBe("gestern");
  });

  it("shows nothing for a missing or broken date", () => {
    expect(formatRelative("", now, "en")).toBe("");
    expect(formatRelative("not a date", now, "en")).toBe("");
    expect(formatDate("not a date", "en")).toBe("");
    expect(formatDateTime("not a date", "en")).toBe("");
  });
});

describe("formatDate and formatDateTime", () => {
  it("write the date, and the date with the time, in the locale's own way", () => {
    const iso = at(2026, 10, 23, 15, 4);
    expect(formatDate(iso, "en-US")).toBe("11/23/2026");
    expect(formatDate(iso, "de")).toBe("23.11.2026");
    expect(formatDateTime(iso, "en-US")).toMatch(/^November 23, 2026 at 3:04\sPM$/);
    expect(formatDateTime(iso, "de")).toBe("23. November 2026 um 15:04");
  });
});

describe("readerLocale", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("is the browser's first language", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-DE", "en"]);
    expect(readerLocale()).toBe("de-DE");
  });

  it("leaves a tag the runtime cannot read to the runtime's default", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["not a locale!"]);
    expect(readerLocale()).toBeUndefined();
  });
});
