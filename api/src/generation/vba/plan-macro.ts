import { generationMessages } from "../../../contract/generation-messages.ts";
import type { Refusal, VbaDraft } from "../types.ts";
import { automationIntents } from "./automation-intents.ts";
import { aroundProtection, buttonWithAction, onEverySheet, protectAfterwards } from "./compositions.ts";
import { eventIntents } from "./event-intents.ts";
import { formatIntents } from "./format-intents.ts";
import { inSteps } from "./in-steps.ts";
import type { Intent } from "./intent.ts";
import { onCellChange } from "./on-cell-change.ts";
import { type MacroRequest, readRequest } from "./request-params.ts";
import { type IgnoredValue, ignoredValues } from "./requested-values.ts";
import { rowIntents } from "./row-intents.ts";
import { sheetIntents } from "./sheet-intents.ts";
import { structureIntents } from "./structure-intents.ts";
import { onWorkbookEvent } from "./workbook-events.ts";

// Order matters: the first intent that matches and has what it needs decides, so narrower asks come first.
const intents: Intent[] = [
  ...eventIntents,
  ...automationIntents,
  ...structureIntents,
  ...rowIntents,
  ...formatIntents,
  ...sheetIntents,
];

// Far beyond what the route accepts; keeps the regular expressions' work bounded for any caller.
const maxLength = 2_000;

// Each intent that matches and whose builder has what it needs, in the order above, writes a macro.
function* intentPlans(request: MacroRequest): Generator<VbaDraft> {
  for (const intent of intents) {
    if (!intent.matches(request.text, request)) continue;
    const macro = intent.build(request);
    if (macro) yield macro;
  }
}

// The first of them is the plan for one part of a composed request.
const planRequest = (request: MacroRequest): VbaDraft | undefined => intentPlans(request).next().value ?? undefined;

// Every macro the library can offer for the request, best first: the compositions of several tasks, then each intent
// on its own. Lazily: the first plan usually uses every named value, and then no other is built.
function* plans(request: MacroRequest, columns: string | undefined): Generator<VbaDraft> {
  const composed = [
    () => aroundProtection(request, planRequest, columns),
    () => protectAfterwards(request, planRequest, columns),
    () => buttonWithAction(request, planRequest, columns),
    () => onWorkbookEvent(request, planRequest, columns),
    () => onCellChange(request, planRequest, columns),
    () => inSteps(request, planRequest, columns),
    () => onEverySheet(request, planRequest),
  ];
  for (const plan of composed) {
    const macro = plan();
    if (macro) yield macro;
  }
  yield* intentPlans(request);
}

/**
 * The builtin VBA engine: a library macro for what the request asks, or an honest refusal with a hint how to ask.
 * A macro that leaves out a value the request names (a sheet to keep, a column, a password…) is not given: the next
 * plan that uses every named value is, and when none does, the refusal says which values no macro could use.
 */
export const planMacro = ({ description, columns }: { description: string; columns?: string }): VbaDraft | Refusal => {
  const text = String(description ?? "").slice(0, maxLength);
  const request = readRequest(text, columns);
  let ignored: IgnoredValue[] | undefined;
  for (const macro of plans(request, columns)) {
    const left = ignoredValues(macro.code, text);
    if (left.length === 0) return macro;
    ignored ??= left;
  }
  return {
    refused: true,
    hint: ignored
      ? generationMessages.macroIgnoresValues(ignored.map(({ named }) => named))
      : generationMessages.vbaUnclear,
  };
};
