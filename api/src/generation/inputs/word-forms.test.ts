import { expect, test } from "vitest";
import { restoreWordForms } from "./word-forms.ts";

const restored = (rows: string[][]) => {
  const cells = structuredClone(rows);
  restoreWordForms(cells);
  return cells;
};

test("a name's first letter read small is a capital where its column writes names with capitals", () => {
  const names = ["Lillie, odile", "walsh, Sam", "Tanya lllingworth", "Nakamura, llona", "Cormac lyer", "Laura lopez"];
  expect(
    restored([["Cashier"], ...names.map((name) => [name]), ["Omar Hughes"], ["Grace Kernan"], ["Ines Li"], [
      "Rosa Hughes",
    ]]).slice(1, 7),
  )
    .toEqual([["Lillie, Odile"], ["Walsh, Sam"], ["Tanya Illingworth"], ["Nakamura, Ilona"], ["Cormac Iyer"], [
      "Laura Lopez",
    ]]);
});

test("a header's first letter read small is a capital where the other headers start with one", () => {
  expect(restored([["Till", "cashier", "shift", "Date", "Takings", "over/Short", "vs Plan"]])[0])
    .toEqual(["Till", "Cashier", "Shift", "Date", "Takings", "Over/Short", "vs Plan"]);
});

test("small words the column writes small, or that OCR reads the case of, stay as read", () => {
  const column = [["Model"], ["X3 xDrive20d"], ["Clio V"], ["Ludwig van Beethoven"], ["Anna van Dijk"], ["Ice Cream"]];
  expect(restored(column)).toEqual(column);
  const sentences = [["Item"], ["Dark chocolate"], ["Ice cream"], ["Blue widget, large"]];
  expect(restored(sentences)).toEqual(sentences);
  expect(restored([["Month"], ["0ct2025"], ["Nov 2025"], ["Dec 2025"], ["Jan 2026"]])[1]).toEqual(["0ct2025"]);
});

test("a column of lower-case words is left as written", () => {
  const units = [["Unit"], ["kwh"], ["litres"], ["kg"], ["pcs"]];
  expect(restored(units)).toEqual(units);
});

test("Mc and Ii names put back their capital I", () => {
  expect(restored([["Name"], ["Alice Mcllroy"], ["Rumi Mcliroy"], ["Iilya Lindqvist"], ["Iiford"]]).slice(1))
    .toEqual([["Alice McIlroy"], ["Rumi McIlroy"], ["Illya Lindqvist"], ["Ilford"]]);
});

test("an m the table writes elsewhere as rn is put back", () => {
  const rows = [["Name"], ["Odile Keman"], ["Grace Kernan"], ["Mami Lillie"], ["Marni Chen"]];
  expect(restored(rows).slice(1).map(([name]) => name)).toEqual([
    "Odile Kernan",
    "Grace Kernan",
    "Marni Lillie",
    "Marni Chen",
  ]);
});

test("a word the table writes more often with a narrow letter more, or another bar, takes that form", () => {
  const rows = [
    ["Name"],
    ["Vera Hamil"],
    ["Ann Hamill"],
    ["Bo Hamill"],
    ["Ollie Wiliams"],
    ["Rosa Williams"],
    [
      "Sam Williams",
    ],
    ["Rumi Durham"],
    ["Nina Durnham"],
    ["Ed Durnham"],
  ];
  expect(restored(rows).slice(1, 8).map(([name]) => name)).toEqual(
    ["Vera Hamill", "Ann Hamill", "Bo Hamill", "Ollie Williams", "Rosa Williams", "Sam Williams", "Rumi Durnham"],
  );
});

test("a word written as often one way as the other is left as read", () => {
  const rows = [["Name"], ["Vera Hamil"], ["Ann Hamill"], ["Bo Hamil"], ["Al Hamill"]];
  expect(restored(rows)).toEqual(rows);
});

test("one header OCR reads the case of is enough to capitalise the rest", () => {
  expect(restored([["carrier", "Destination", "Shipped", "weight kg", "Cost"]])[0]).toEqual(
    ["Carrier", "Destination", "Shipped", "Weight kg", "Cost"],
  );
  const small = [["carrier", "destination", "weight kg"]];
  expect(restored(small)).toEqual(small);
});

test("a word split in two or read with a narrow letter more is put back as the table writes it", () => {
  const rows = [["Name", "Station"], ["Ol ayemi, Quentin", "Iliford"], ["Illya Olayemi", "Ilford"], [
    "Ben Orme",
    "Ilford",
  ]];
  expect(restored(rows).slice(1, 2)).toEqual([["Olayemi, Quentin", "Ilford"]]);
  const apart = [["Name"], ["Anna van Dijk"], ["Bo Svan"]];
  expect(restored(apart)).toEqual(apart);
});

test("a name's initial read as a digit is put back; numbers stay", () => {
  const rows = [["Owner", "Note"], ["Dr 0. Hamill", "1. Check"], ["0'Connell, Umar", "Paid 0.5"], [
    "B. 0'Connell",
    "1. O'Connell",
  ]];
  expect(restored(rows).slice(1)).toEqual([
    ["Dr O. Hamill", "1. Check"],
    ["O'Connell, Umar", "Paid 0.5"],
    ["B. O'Connell", "1. O'Connell"],
  ]);
});

test("the placeholder n/a with its slash read as a bar is put back", () => {
  expect(restored([["Estimate"], ["nla"], ["2d 6h"], ["n/a"]]).slice(1)).toEqual([["n/a"], ["2d 6h"], ["n/a"]]);
});
