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

// The first matching intent whose builder has what it needs writes the macro.
const planRequest = (request: MacroRequest): VbaDraft | undefined => {
  for (const intent of intents) {
    if (!intent.matches(request.text, request)) continue;
    const macro = intent.build(request);
    if (macro) return macro;
  }
  return undefined;
};

/** The builtin VBA engine: a library macro for what the request asks, or an honest refusal with a hint how to ask. */
export const planMacro = ({ description, columns }: { description: string; columns?: string }): VbaDraft | Refusal => {
  const request = readRequest(String(description ?? "").slice(0, maxLength), columns);
  const macro = aroundProtection(request, planRequest, columns) ?? protectAfterwards(request, planRequest, columns) ??
    buttonWithAction(request, planRequest, columns) ??
    onWorkbookEvent(request, planRequest, columns) ?? onCellChange(request, planRequest, columns) ??
    inSteps(request, planRequest, columns) ?? onEverySheet(request, planRequest) ??
    planRequest(request);
  return macro ?? { refused: true, hint: generationMessages.vbaUnclear };
};
