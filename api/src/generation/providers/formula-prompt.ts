import { type ExcelVersion, excelVersions } from "../../../contract/account.ts";
import type { Verification } from "../../../contract/generation.ts";
import { hasFunction } from "../explainer/excel-versions.ts";
import type { FormulaDraft, FormulaRequest } from "../types.ts";
import { functionCatalog, type Platform } from "../formula/function-catalog.ts";
import type { ChatMessage } from "./chat-stream.ts";

const platformNames = { excel: "Microsoft Excel", sheets: "Google Sheets" } as const;

// Models carry functions over from the other platform (COUNTUNIQUE into Excel, TEXTBEFORE into Sheets); naming
// what the verifier will reject, from its own catalog, prevents most failed checks and repair rounds.
const missingFunctions = {
  excel: missingOn("excel"),
  sheets: missingOn("sheets"),
};

function missingOn(platform: Platform) {
  return [...functionCatalog].flatMap(([name, entry]) => entry.platforms.includes(platform) ? [] : [name]);
}

// What Microsoft 365 has and an older Excel lacks: named in the prompt, so the model writes the older form itself
// and the translator that runs after it rarely has to.
const newerThan = Object.fromEntries(
  excelVersions.map((version) => [
    version,
    [...functionCatalog.keys()].filter((name) =>
      hasFunction(name, "excel", "365") && !hasFunction(name, "excel", version)
    ),
  ]),
) as Record<ExcelVersion, string[]>;

/** The prompt's line about the Excel version, when it is older than Microsoft 365. */
function versionLine({ platform, excelVersion }: FormulaRequest): string[] {
  if (platform !== "excel" || !excelVersion || excelVersion === "365") return [];
  return [
    `The user has Excel ${excelVersion}, which does not have ${newerThan[excelVersion].join(", ")}. Use only`,
    "functions it has: INDEX and MATCH instead of XLOOKUP, nested IF instead of IFS, the values written out instead of LET.",
  ];
}

/** The system prompt and the user's request, for a formula on the request's platform. */
export function formulaMessages(request: FormulaRequest): ChatMessage[] {
  const platform = platformNames[request.platform];
  const system = [
    `You write ${platform} formulas from plain-English requests. Answer with one JSON object and nothing else:`,
    '{"formula": "=...", "explanation": "...", "steps": ["...", "..."], "functions": ["SUM"]}',
    `- formula: one formula starting with "=" that works in ${platform}, with English function names, commas between`,
    "  arguments, and the ranges and cells the request names (make sensible ones up only when it names none).",
    "- explanation: two or three plain sentences a spreadsheet beginner understands.",
    "- steps: short steps without numbers: where to type the formula, what to adjust, how to fill it down.",
    "- functions: every function the formula uses, in upper case.",
    `Use only functions ${platform} has. ${platform} does not have ${missingFunctions[request.platform].join(", ")}.`,
    ...versionLine(request),
    'If you cannot tell what formula is wanted, answer {"refused": true, "hint": "how to ask"} instead of guessing.',
  ].join("\n");
  return [{ role: "system", content: system }, { role: "user", content: withColumns(request) }];
}

/** Tells the model what the verifier found wrong with its formula, and asks for a corrected one. */
export function formulaRepairRequest(draft: FormulaDraft, verification: Verification, request: FormulaRequest) {
  const platform = platformNames[request.platform];
  const findings: string[] = [];
  if (!verification.parses) findings.push("it does not parse as a formula");
  if (verification.unknownFunctions.length > 0) {
    findings.push(`${platform} has no function named ${verification.unknownFunctions.join(", ")}`);
  }
  if ("error" in verification.sample) findings.push(`on sample data it gives the error ${verification.sample.error}`);
  return [
    `The formula ${draft.formula} failed the check in ${platform}:`,
    ...findings.map((finding) => `- ${finding}`),
    "Answer again with the same JSON object, with a corrected formula.",
  ].join("\n");
}

/** A formula passes when it parses, uses only functions the platform has, and evaluates without an error. */
export function formulaPasses(verification: Verification) {
  return verification.parses && verification.functionsKnown && !("error" in verification.sample);
}

/** The request as the user sent it, with their description of their sheet when they gave one. */
export function withColumns({ description, columns }: { description: string; columns?: string }): string {
  return columns ? `${description}\n\nMy columns: ${columns}` : description;
}
