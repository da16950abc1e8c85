import { expect, test } from "vitest";
import { findMentions } from "./column-match.ts";
import { describeColumns } from "./columns.ts";
import { toTable } from "./dev-set/to-table.ts";
import { profileTable } from "./profile.ts";
import { wordsOf } from "./words.ts";

const table = toTable({
  columns: ["Order Date", "Sales Rep", "Region", "Units Sold", "Revenue ($)", "Ad Spend"],
  rows: [["2024-01-01", "Ana", "East", 3, 300, 50], ["2024-01-02", "Raj", "West", 5, 520, 80]],
});
const infos = describeColumns(table, profileTable(table));
const named = (question: string) => findMentions(wordsOf(question), infos).map((m) => infos[m.column].name);

test("names match whatever their case, plural or symbols", () => {
  expect(named("total REVENUE by regions")).toEqual(["Revenue ($)", "Region"]);
  expect(named("revenue per sales rep")).toEqual(["Revenue ($)", "Sales Rep"]);
});

test("a column's head word names it; a qualifier names it only when nothing else fits", () => {
  expect(named("top 3 reps")).toEqual(["Sales Rep"]);
  expect(named("units by region")).toEqual(["Units Sold", "Region"]);
  // "sales" (a noun) is the Sales Rep's qualifier and a synonym of revenue: money wins over the qualifier.
  expect(named("sales by region")).toEqual(["Revenue ($)", "Region"]);
  // "sold" (a verb) is Units Sold's own word.
  expect(named("which region sold the most")).toEqual(["Region", "Units Sold"]);
});

test("synonyms name a column when its own words are not used", () => {
  expect(named("does advertising affect turnover")).toEqual(["Ad Spend", "Revenue ($)"]);
  expect(named("marketing spend vs income")).toEqual(["Ad Spend", "Revenue ($)"]);
});

test("each word names one column at most; intent words name none", () => {
  expect(named("the total and the average")).toEqual([]);
});

/** The columns of a table with these headers that `question` names, in its order. */
const namedIn = (columns: string[]) => {
  const table = toTable({ columns, rows: [columns.map((_, i) => (i === 0 ? "A" : i))] });
  const infos = describeColumns(table, profileTable(table));
  return (question: string) => findMentions(wordsOf(question), infos).map((m) => infos[m.column].name);
};

test("a misspelt word names a column when nothing spelt right explains it, even a word of four letters", () => {
  expect(namedIn(["Subject", "Mark /100", "Absent (days)"])("avg Mrak in History")).toEqual(["Mark /100"]);
  expect(namedIn(["Clinic", "Wait (min)"])("avg wiat")).toEqual(["Wait (min)"]);
  // "score" is a word in its own right, not Store misspelt.
  expect(namedIn(["Date", "Store", "Revenue"])("what's the median score")).toEqual([]);
});

test("a name of several words with one misspelt is that name, not a synonym of one of its words", () => {
  expect(namedIn(["Product", "Qty", "Unit Price ($)"])("avg unit prise for Gizmo")).toEqual(["Unit Price ($)"]);
});

test("a short form the header writes with a dot is named by the word spelt out", () => {
  const named = namedIn(["Task", "Est. hrs", "Actual hrs"]);
  // "hours" spells out hrs too: whichever of the two it names, the estimate picks Est. hrs.
  expect(new Set(named("median estimate in hours"))).toEqual(new Set(["Est. hrs"]));
  expect(new Set(named("total estimated hours"))).toEqual(new Set(["Est. hrs"]));
});

test("a header written as its consonants is named by the word spelt out", () => {
  expect(
    namedIn(["Cost Ctr", "Reorder Lvl", "Age Grp", "Budget £"])("budget by cost centre, reorder level and age group"),
  )
    .toEqual(["Budget £", "Cost Ctr", "Reorder Lvl", "Age Grp"]);
});

test("the word telling sibling columns apart picks one, even before a word that alone reads as the other", () => {
  const named = namedIn(["Month", "Budget £", "Actual £"]);
  expect(named("how much did we actually spend")).toEqual(["Actual £"]);
  expect(named("total actual spend")).toEqual(["Actual £"]);
  expect(named("actual vs budget")).toEqual(["Actual £", "Budget £"]);
  // An adverb said of nothing the columns share names no column.
  expect(named("which month actually had the most")).toEqual(["Month"]);
});

test("a word only qualifying one measure's name, next to another measure's name, is part of that name", () => {
  const named = namedIn(["Item", "On Hand", "Unit Cost (€)"]);
  expect(named("total units on hand")).toEqual(["On Hand"]);
  expect(named("average unit cost")).toEqual(["Unit Cost (€)"]);
});

test("a word before 'date' names a date column, by the same verb done ('booking' for Booked On)", () => {
  const bookings = toTable({
    columns: ["Booking Ref", "Booked On", "Check-in", "Nights"],
    rows: [["B1", "2024-01-02", "2024-03-01", 3], ["B2", "2024-01-09", "2024-02-01", 2]],
  });
  const bookingInfos = describeColumns(bookings, profileTable(bookings));
  const names = (question: string) =>
    findMentions(wordsOf(question), bookingInfos).map((m) => bookingInfos[m.column].name);
  expect(names("days between the booking date and check-in")).toEqual(["Booked On", "Check-in"]);
  expect(names("how many nights for each booking")).toEqual(["Nights", "Booking Ref"]);
});

test("a unit the header writes short names the column, as an amount: 'kilos' for Weight (kg)", () => {
  const harvest = toTable({
    columns: ["Date", "Plot", "Weight (kg)", "Distance (mi)"],
    rows: [["2024-08-01", "Plot 7", 2.5, 1], ["2024-08-02", "Plot 2", 4, 3]],
  });
  const harvestInfos = describeColumns(harvest, profileTable(harvest));
  const names = (question: string) =>
    findMentions(wordsOf(question), harvestInfos).map((m) => harvestInfos[m.column].name);
  expect(names("how many kilos did plot 7 give")).toEqual(["Weight (kg)", "Plot"]);
  expect(names("total miles")).toEqual(["Distance (mi)"]);
});

test("'applying' names Applied: the same verb, doing and done", () => {
  const hires = toTable({
    columns: ["Candidate", "Applied", "Interviewed"],
    rows: [["Ann", "2024-01-02", "2024-01-20"], ["Bo", "2024-01-05", null]],
  });
  const hireInfos = describeColumns(hires, profileTable(hires));
  expect(findMentions(wordsOf("days between applying and interview"), hireInfos).map((m) => hireInfos[m.column].name))
    .toEqual(["Applied", "Interviewed"]);
});

test("a synonym names a column whose name does not hold the word itself, its bracketed unit aside", () => {
  const mentionsIn = (columns: string[], question: string) => {
    const sheet = toTable({ columns, rows: [columns.map(() => 1)] });
    const read = describeColumns(sheet, profileTable(sheet));
    return findMentions(wordsOf(question), read).map((m) => ({ name: read[m.column].name, qualifier: !!m.qualifier }));
  };
  // "vehicle" is the Reg of a fuel log that has no Vehicle column.
  expect(mentionsIn(["Date", "Reg", "Litres"], "which vehicle used the most litres")).toEqual([
    { name: "Reg", qualifier: false },
    { name: "Litres", qualifier: false },
  ]);
  // Of Vehicle Reg, "vehicle" is its own qualifier, not a synonym of its head: it picks no group.
  expect(mentionsIn(["Vehicle Reg", "Total Cost (£)"], "vehicle maintenance cost")[0]).toEqual({
    name: "Vehicle Reg",
    qualifier: true,
  });
  // "days" is the unit of Lead Time (days), so a synonym of its head.
  expect(mentionsIn(["Lead Time (days)", "On Hand"], "lead time over 10 days").at(-1)).toEqual({
    name: "Lead Time (days)",
    qualifier: false,
  });
});

test("'fuel cost' over Fuel (L) and Cost ($) is the cost, which the word before it says was spent on fuel", () => {
  const fuel = toTable({
    columns: ["Vehicle", "Date", "Fuel (L)", "Cost ($)"],
    rows: [["VAN-02", "2024-01-03", 50, 90], ["VAN-01", "2024-01-04", 40, 72]],
  });
  const read = describeColumns(fuel, profileTable(fuel));
  const first = (question: string) =>
    findMentions(wordsOf(question), read).map((m) => [read[m.column].name, m.start, m.end])[0];
  expect(first("total fuel cost this year")).toEqual(["Cost ($)", 1, 3]);
  expect(first("total fuel this year")).toEqual(["Fuel (L)", 1, 2]);
});

test("'cancellation' names Cancelled?, 'confirmation' Confirmed: the noun of what was done", () => {
  const gym = toTable({
    columns: ["Member ID", "Plan", "Cancelled?", "Confirmed"],
    rows: [["M1", "Basic", "No", "Yes"], ["M2", "Premium", "Yes", "No"]],
  });
  const read = describeColumns(gym, profileTable(gym));
  const names = (question: string) => findMentions(wordsOf(question), read).map((m) => read[m.column].name);
  expect(names("what is our cancellation rate")).toEqual(["Cancelled?"]);
  expect(names("our confirmation rate")).toEqual(["Confirmed"]);
});
