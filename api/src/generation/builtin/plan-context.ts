import type { Platform } from "../../../contract/account.ts";
import type { Condition } from "./conditions.ts";
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
}

/** What a builder made: the formula and the words around it; plan-formula adds the steps and function list. */
export interface Plan {
  formula: string;
  explanation: string;
  /** A per-row formula that the user fills down. */
  perRow?: boolean;
  /** A formula whose results fill several cells. */
  spills?: boolean;
}

export type Builder = (ctx: PlanContext) => Plan | null;
