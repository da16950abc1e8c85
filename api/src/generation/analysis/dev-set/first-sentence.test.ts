import { describe, expect, test } from "vitest";
import { firstSentence, saysItCannot, shownNumbers, showsFigure } from "./first-sentence.ts";

describe("reading an analysis's first sentence", () => {
  test("ends at a sentence's full stop, not at a decimal point or inside brackets", () => {
    expect(firstSentence("Average Score where Department is Finance: 7.4. Rows used: 12.")).toBe(
      "Average Score where Department is Finance: 7.4.",
    );
    expect(firstSentence("r = 0.41 (r² = 0.16) over 120 pairs. On the line, 3 more.")).toBe(
      "r = 0.41 (r² = 0.16) over 120 pairs.",
    );
    // A header or a name cut short with a dot does not end it.
    expect(firstSentence("Average Res. Hrs where Agent is M. Chen: 22.65. Rows used: 12.")).toBe(
      "Average Res. Hrs where Agent is M. Chen: 22.65.",
    );
    // The price: a sentence ending in a short capitalised word runs on into the next.
    expect(firstSentence("Total Sales in East. Rows used: 4.")).toBe("Total Sales in East. Rows used: 4.");
    expect(firstSentence("Total Sales by Region: North 5. Rows used: 4.")).toBe("Total Sales by Region: North 5.");
  });

  test("reads numbers as they are shown: separators, signs, percents, and the precision shown", () => {
    expect(shownNumbers("North 84,550; 2023-03 -6,000 and 39.4%").map((shown) => shown.value)).toEqual([
      84550,
      2023,
      3,
      -6000,
      39.4,
    ]);
  });

  test("finds the true figure at the precision shown, and a share as a percent or a fraction", () => {
    expect(showsFigure("Total Sales for Store A: 6,233.06.", 6233.0599999999995)).toBe(true);
    expect(showsFigure("Average Score where Department is Finance: 7.4.", 7.43)).toBe(true);
    expect(showsFigure("Average Score where Department is Finance: 7.4.", 7.5)).toBe(false);
    expect(showsFigure("Pen accounts for 39.4% of the total Qty.", 39.40886699507389, true)).toBe(true);
    expect(showsFigure("Pen's share is 0.394 of the Qty.", 39.40886699507389, true)).toBe(true);
    expect(showsFigure("Pen's share is 0.394 of the Qty.", 39.40886699507389)).toBe(false);
    expect(showsFigure("Total Revenue by Region: North 84,550.", 84551)).toBe(false);
  });

  test("hears a refusal in words that say what the table lacks", () => {
    expect(saysItCannot("The table has no cost column, so profit cannot be worked out.")).toBe(true);
    expect(saysItCannot("There is no City column; Country is the nearest.")).toBe(true);
    expect(saysItCannot("No rows where Date is in 2022, so there is nothing to add up.")).toBe(true);
    expect(saysItCannot("Total Revenue where Region is East: 12,400.")).toBe(false);
  });
});
