import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "../../lib/storage-keys.ts";
import { draftKeys, draftLimits, readDraft, removeDraft, saveDraft } from "./forum-drafts.ts";

const day = 24 * 60 * 60 * 1000;
const start = new Date("2026-11-01T09:00:00.000Z").getTime();

describe("forum drafts", () => {
  beforeEach(() => vi.useFakeTimers({ now: start, toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());

  it("keeps a draft per member and topic, so one member never reads another's", () => {
    saveDraft(draftKeys.reply("ada", "topic-1"), { content: "Use SUMIFS" });
    saveDraft(draftKeys.newTopic("ada"), { title: "VLOOKUP", content: "Why #N/A?", category: "cat-1" });

    expect(readDraft(draftKeys.reply("ada", "topic-1"))).toEqual({ content: "Use SUMIFS" });
    expect(readDraft(draftKeys.reply("ada", "topic-2"))).toBeNull();
    expect(readDraft(draftKeys.reply("grace", "topic-1"))).toBeNull();
    expect(readDraft(draftKeys.newTopic("ada"))).toEqual({ title: "VLOOKUP", content: "Why #N/A?", category: "cat-1" });
    expect(readDraft(draftKeys.newTopic("grace"))).toBeNull();
  });

  it("forgets a draft once removed, as after posting, and leaves nothing behind when none are left", () => {
    saveDraft(draftKeys.reply("ada", "topic-1"), { content: "Use SUMIFS" });
    saveDraft(draftKeys.reply("ada", "topic-2"), { content: "Try XLOOKUP" });

    removeDraft(draftKeys.reply("ada", "topic-1"));
    expect(readDraft(draftKeys.reply("ada", "topic-1"))).toBeNull();
    expect(readDraft(draftKeys.reply("ada", "topic-2"))).toEqual({ content: "Try XLOOKUP" });

    removeDraft(draftKeys.reply("ada", "topic-2"));
    expect(localStorage.getItem(storageKeys.forumDrafts)).toBeNull();
  });

  it("keeps nothing for a form emptied by hand", () => {
    saveDraft(draftKeys.newTopic("ada"), { title: "VLOOKUP", content: "", category: "" });
    saveDraft(draftKeys.newTopic("ada"), { title: "  ", content: "", category: "" });

    expect(readDraft(draftKeys.newTopic("ada"))).toBeNull();
    expect(localStorage.getItem(storageKeys.forumDrafts)).toBeNull();
  });

  it("drops drafts left longer than the age limit", () => {
    saveDraft(draftKeys.reply("ada", "old"), { content: "from last month" });
    vi.setSystemTime(start + (draftLimits.days - 1) * day);
    saveDraft(draftKeys.reply("ada", "recent"), { content: "from yesterday" });
    expect(readDraft(draftKeys.reply("ada", "old"))).toEqual({ content: "from last month" });

    vi.setSystemTime(start + (draftLimits.days + 1) * day);

    expect(readDraft(draftKeys.reply("ada", "old"))).toBeNull();
    expect(readDraft(draftKeys.reply("ada", "recent"))).toEqual({ content: "from yesterday" });
    saveDraft(draftKeys.reply("ada", "new"), { content: "today" });
    expect(localStorage.getItem(storageKeys.forumDrafts)).not.toContain("from last month");
  });

  it("keeps only the newest drafts beyond the count limit, across every member of the browser", () => {
    for (let index = 0; index <= draftLimits.count; index++) {
      vi.setSystemTime(start + index * 1000);
      saveDraft(draftKeys.reply(index % 2 ? "ada" : "grace", `topic-${index}`), { content: `reply ${index}` });
    }

    expect(readDraft(draftKeys.reply("grace", "topic-0"))).toBeNull();
    expect(readDraft(draftKeys.reply("ada", "topic-1"))).toEqual({ content: "reply 1" });
    const kept = JSON.parse(localStorage.getItem(storageKeys.forumDrafts)!);
    expect(Object.keys(kept)).toHaveLength(draftLimits.count);
  });

  it("counts age from the last change, not from the last look", () => {
    saveDraft(draftKeys.reply("ada", "topic-1"), { content: "Use SUMIFS" });
    vi.setSystemTime(start + (draftLimits.days - 1) * day);
    // Saving the same words again, as a restored form does, is no change.
    saveDraft(draftKeys.reply("ada", "topic-1"), { content: "Use SUMIFS" });
    vi.setSystemTime(start + (draftLimits.days + 1) * day);

    expect(readDraft(draftKeys.reply("ada", "topic-1"))).toBeNull();
  });

  it("reads a damaged store as empty and writes over it", () => {
    localStorage.setItem(storageKeys.forumDrafts, "{not json");
    expect(readDraft(draftKeys.reply("ada", "topic-1"))).toBeNull();

    saveDraft(draftKeys.reply("ada", "topic-1"), { content: "Use SUMIFS" });
    expect(readDraft(draftKeys.reply("ada", "topic-1"))).toEqual({ content: "Use SUMIFS" });
  });
});
