import { withColumns } from "./formula-prompt.ts";
import type { VbaCheck } from "../../../contract/generation.ts";
import type { ChatMessage } from "./chat-stream.ts";

const system = [
  "You write Excel VBA macros from plain-English requests. Answer with one JSON object and nothing else:",
  '{"code": "...", "explanation": "...", "steps": ["...", "..."]}',
  '- code: a complete module: "Option Explicit", then one or more Sub ... End Sub; every variable declared with Dim',
  "  and a type; error handling with On Error GoTo and a label that reports the error; every value the request",
  "  names, as written: sheets (also those to leave out), columns, ranges, cells, numbers, texts, passwords, files,",
  "  folders, addresses and colours. A macro that leaves one out is rejected.",
  "- explanation: two or three plain sentences a beginner understands.",
  "- steps: short steps without numbers: open the VBA editor (Alt+F11), insert a module, paste, run, what to adjust.",
  'If you cannot tell what macro is wanted, answer {"refused": true, "hint": "how to ask"} instead of guessing.',
].join("\n");

/** The system prompt and the user's request, for a macro. */
export function macroMessages(request: { description: string; columns?: string }): ChatMessage[] {
  return [{ role: "system", content: system }, { role: "user", content: withColumns(request) }];
}

/** Tells the model what the checks found wrong with its macro (its structure, values the request named that it ignores), and asks for corrected code. */
export function macroRepairRequest(check: VbaCheck) {
  return [
    "The macro failed the checks (its structure, and that it uses every value the request names):",
    ...check.problems.map((problem) => `- ${problem}`),
    "Answer again with the same JSON object, with corrected code.",
  ].join("\n");
}
