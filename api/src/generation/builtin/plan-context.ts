import type { Platform } from "../../../contract/account.ts";
import type { AssumedRange } from "../../../contract/generation.ts";
import type { Condition } from "./conditions.ts";
import type { Examples } from "./examples.ts";
import type { Ref } from "./references.ts";

/** Everything the parsers read from one request, handed to each builder. */
export interface PlanContext {
  platform: Platform;
  /** Normalised text, the user's case kept. */
  text: string;
  /** `text` with each reference replaced by ⟦i⟧. */
  masked: string;
  /** `masked` in lower case, for keyword tests. */
  lower: string;
  /** `lower` without the condition phrases, so "at most 5" never reads as "most". */
  bare: string;
  refs: Ref[];
  conditions: Condition[];
  /** Samples the request shows ("it says sAN diego, want San Diego"), kept out of every other part. */
  examples?: Examples;
  /**
   * Set when the request names no ranges: builders may then give a field the request only implies ("orders this
   * year" needs a date column) the next free column, and must list it in the plan's `assumed`.
   */
  invent?: {
    firstRow: number;
    lastRow: number;
    /** The next free column for a field nobody placed; unset when the user's columns are all there is. */
    nextColumn?: number;
    /** The user's columns ("Your columns"), where an implied field ("north" → a region) may already sit. */
    columns?: { letter: string; header: string }[];
  };
}

/** What a builder made: the formula and the words around it; plan-formula adds the steps and function list. */
export interface Plan {
  formula: string;
  explanation: string;
  /** A per-row formula that the user fills down. */
  perRow?: boolean;
  /** A formula whose results fill several cells. */
  spills?: boolean;
  /**
   * The builder read every word of the request itself ("what % of B2:B50 is deal 6 (B7)"), so a phrase the
   * condition finder took for a condition ("is deal") is not one.
   */
  readsAll?: boolean;
  /** Columns a builder gave to fields the request only implied. */
  assumed?: AssumedRange[];
  /** What a condition's words may say that the formula tests without spelling it ("is only digits" → "^\\d+$"). */
  covers?: RegExp;
}

export type Builder = (ctx: PlanContext) => Plan | null;

/** A plan for one row's cells, which the user fills down. */
export const perRow = (formula: string, explanation: string): Plan => ({ formula, explanation, perRow: true });
