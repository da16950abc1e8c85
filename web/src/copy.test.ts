import { describe, expect, it } from "vitest";
import { copy } from "./copy.ts";

describe("copy's counts", () => {
  it("say one thing in the singular and any other number in the plural", () => {
    const cases: [(count: number) => string, number, string, string][] = [
      [copy.forum.topic.views, 2, "1 view", "2 views"],
      [copy.forum.topic.replies, 0, "1 reply", "0 replies"],
      [copy.forum.list.newTopics, 3, "1 new topic", "3 new topics"],
      [copy.admin.users.count, 1200, "1 user", "1,200 users"],
      [(n) => copy.admin.chart.summary(n, 30), 0, "1 call in the last 30 days.", "0 calls in the last 30 days."],
      [(n) => copy.admin.chart.summary(5, n), 7, "5 calls in the last 1 day.", "5 calls in the last 7 days."],
      [copy.history.searchedLoaded, 20, "Searching the 1 item loaded so far.", "Searching the 20 items loaded so far."],
      [copy.dataTools.table.rowsRead, 250, "1 row read", "250 rows read"],
      [copy.generators.starLabel, 5, "1 star", "5 stars"],
    ];
    for (const [say, many, one, other] of cases) expect([say(1), say(many)]).toEqual([one, other]);
  });
});
