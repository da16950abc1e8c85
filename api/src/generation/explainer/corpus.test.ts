import { describe, expect, test } from "vitest";
import type { Platform } from "../../../contract/account.ts";
import type { EvaluatedValue } from "../verifier/evaluated-value.ts";
import { type FormulaNode, parseFormula } from "../formula/formula-parser.ts";
import { callsIn } from "../formula/formula-nodes.ts";
import { catalogName } from "../formula/function-catalog.ts";
import { evaluateOnSampleGrid } from "../verifier/verify-formula.ts";
import corpus from "./corpus/corpus.json" with { type: "json" };
import { explainFormula } from "./explain-formula.ts";
import { toCommaForm } from "./formula-locale.ts";
import { functionDocs } from "./function-docs.ts";

interface Entry {
  id: string;
  platform: Platform;
  separators: "comma" | "semicolon";
  formula: string;
  reading?: string[][];
  noEquivalentIn?: Platform;
}

const entries = corpus as Entry[];
const explained = entries.map((entry) => {
  const outcome = explainFormula({ formula: entry.formula, platform: entry.platform, excelVersion: "365" });
  if (!outcome.ok) throw new Error(`${entry.id} was refused: ${outcome.error}`);
  return { entry, answer: outcome.value };
});

// Sheets' open-ended A2:A and its Excel form A2:A1048576 are walked cell by cell by HyperFormula, which the verifier
// declines; for the check both sides end at the same row, past any row of the sample grid.
const lastCheckedRow = 1000;

function bounded(node: FormulaNode): FormulaNode {
  switch (node.type) {
    case "reference": {
      const { reference } = node;
      if (reference.kind !== "range" || (reference.lastRow !== undefined && reference.lastRow < lastCheckedRow)) {
        return node;
      }
      const text = reference.text.replace(/(:\$?[A-Za-z]+)\$?\d*$/, `$1${lastCheckedRow}`);
      return { ...node, reference: { ...reference, text, lastRow: lastCheckedRow - 1 } };
    }
    case "call":
      return { ...node, args: node.args.map(bounded), ...(node.invoked ? { invoked: node.invoked.map(bounded) } : {}) };
    case "binary":
      return { ...node, left: bounded(node.left), right: bounded(node.right) };
    case "unary":
    case "postfix":
      return { ...node, operand: bounded(node.operand) };
    default:
      return node;
  }
}

const parse = (formula: string, separators: "comma" | "semicolon") => {
  const parsed = parseFormula(toCommaForm(formula, separators));
  if (!parsed.ok) throw new Error(`${formula}: ${parsed.error}`);
  return parsed.ast;
};

/** Equal as a person would see them: numbers to 9 significant digits, an empty cell the same in both programs. */
function sameValue(a: EvaluatedValue, b: EvaluatedValue): boolean {
  if ("error" in a || "error" in b) return "error" in a && "error" in b && a.error === b.error;
  const cell = (value: unknown) =>
    value === null || value === "" || value === 0
      ? "empty-or-zero"
      : typeof value === "number"
      ? Number(value.toPrecision(9))
      : value;
  const grid = (value: Extract<EvaluatedValue, { value: unknown }>) => value.array ?? [[value.value]];
  return JSON.stringify(grid(a).map((row) => row.map(cell))) === JSON.stringify(grid(b).map((row) => row.map(cell)));
}

describe("the blind formula corpus (corpus/corpus.md)", () => {
  test(`has at least 300 formulas, readings for at least 60 and a ; form for some`, () => {
    expect(entries.length).toBeGreaterThanOrEqual(300);
    expect(entries.filter((entry) => entry.reading).length).toBeGreaterThanOrEqual(60);
    expect(entries.filter((entry) => entry.separators === "semicolon").length).toBeGreaterThanOrEqual(30);
  });

  test("every formula parses, in the separators it was written in, and no function is unknown", () => {
    const unread = explained.filter(({ answer }) => answer.parts === null).map(({ entry }) => entry.id);
    expect(unread).toEqual([]);
    // A formula with neither ";" nor a decimal comma reads the same in both forms.
    const telling = (formula: string) => /;|\d,\d/.test(formula.replace(/"[^"]*"/g, ""));
    const wrongForm = explained.filter(({ entry, answer }) =>
      telling(entry.formula) && answer.separators !== entry.separators
    );
    expect(wrongForm.map(({ entry }) => entry.id)).toEqual([]);
    const faults = explained.flatMap(({ entry, answer }) =>
      answer.issues.filter((issue) =>
        ["syntax", "unknown-function", "argument-count", "not-on-platform"].includes(issue.kind)
      )
        .map((issue) => `${entry.id}: ${issue.message}`)
    );
    expect(faults).toEqual([]);
  });

  test("every function used is described", () => {
    const used = new Set(
      entries.flatMap((entry) => callsIn(parse(entry.formula, entry.separators)).map((call) => catalogName(call.name))),
    );
    expect([...used].filter((name) => !functionDocs.has(name) && name !== "LAMBDA")).toEqual([]);
    for (const { answer } of explained) {
      for (const info of answer.functions) expect(info.summary.length).toBeGreaterThan(10);
    }
  });

  test("the reading says what the hand-written expectation asks for in at least 80 % of the formulas that have one", () => {
    const checked = explained.filter(({ entry }) => entry.reading);
    const missed = checked.filter(({ entry, answer }) => {
      const reading = answer.reading.toLowerCase().replaceAll("$", "");
      return !entry.reading!.every((group) => group.some((words) => reading.includes(words.toLowerCase())));
    });
    const share = 1 - missed.length / checked.length;
    console.log(
      `readings: ${checked.length - missed.length} of ${checked.length} match (${Math.round(share * 100)} %)`,
    );
    expect(share).toBeGreaterThanOrEqual(0.8);
  });

  test("every translation gives the original's value on the sample grid, wherever both can be evaluated", () => {
    let translated = 0;
    let checked = 0;
    const wrong: string[] = [];
    for (const { entry, answer } of explained) {
      const other = entry.platform === "excel" ? "sheets" : "excel";
      const translation = answer.translations[other];
      if (entry.noEquivalentIn === other) {
        expect(translation.formula, `${entry.id} has no equivalent in ${other}`).toBeNull();
        continue;
      }
      if (!translation.formula) continue;
      translated++;
      // A random number is a new one at each evaluation: nothing to compare.
      if (/\bRAND(BETWEEN|ARRAY)?\(/i.test(entry.formula)) continue;
      const original = bounded(parse(entry.formula, entry.separators));
      const [before, after] = evaluateOnSampleGrid(original, [
        { ast: original, platform: entry.platform },
        { ast: bounded(parse(translation.formula, entry.separators)), platform: other },
      ]);
      if ("notEvaluated" in before || "notEvaluated" in after) continue;
      checked++;
      if (!sameValue(before, after)) {
        wrong.push(
          `${entry.id}: ${entry.formula} → ${translation.formula}: ${JSON.stringify(before)} ≠ ${
            JSON.stringify(after)
          }`,
        );
      }
    }
    console.log(`translations: ${translated} of ${entries.length} formulas; ${checked} checked by execution`);
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(250);
  });
});
