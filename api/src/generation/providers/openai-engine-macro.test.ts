import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { generationMessages } from "../../../contract/generation-messages.ts";
import { type OpenAiStandIn, startOpenAiStandIn } from "../../../test/openai-stand-in.ts";
import { loadEnv } from "../../env.ts";
import { createGenerationEngine } from "../create-engine.ts";
import type { MacroOutcome } from "../engine.ts";
import type { FormulaRequest, Refusal, StreamPart, VbaDraft } from "../types.ts";

const deleteBlankRows: FormulaRequest = { description: "delete blank rows in Sheet1", platform: "excel" };

let standIn: OpenAiStandIn;
beforeEach(async () => {
  standIn = await startOpenAiStandIn();
});
afterEach(() => standIn.stop());

async function generate(request: FormulaRequest) {
  const env = loadEnv({ OPENAI_API_KEY: "sk-stand-in", OPENAI_BASE_URL: standIn.baseURL });
  const parts: StreamPart[] = [];
  const outcome = await createGenerationEngine(env, 500).macro(request, (part) => parts.push(part));
  const stages = parts.flatMap((part) => part.type === "progress" ? [part.stage] : []);
  const text = parts.flatMap((part) => part.type === "delta" ? [part.text] : []).join("");
  return { outcome, stages, text };
}

const goodCode = [
  "Option Explicit",
  "",
  "Sub DeleteBlankRows()",
  "    Dim ws As Worksheet",
  "    Dim r As Long",
  "    On Error GoTo Failed",
  '    Set ws = ThisWorkbook.Worksheets("Sheet1")',
  "    For r = ws.UsedRange.Rows.Count To 1 Step -1",
  "        If Application.WorksheetFunction.CountA(ws.Rows(r)) = 0 Then ws.Rows(r).Delete",
  "    Next r",
  "    Exit Sub",
  "Failed:",
  '    MsgBox "Could not delete blank rows: " & Err.Description',
  "End Sub",
].join("\n");

const answer = (draft: Partial<VbaDraft>) =>
  JSON.stringify({
    code: goodCode,
    explanation: "The macro walks Sheet1 from the bottom up. It deletes each row with nothing in it.",
    steps: ["Press Alt+F11 and insert a module.", "Paste the code and press F5."],
    ...draft,
  });

function expectMacro(outcome: MacroOutcome | Refusal): MacroOutcome {
  if ("refused" in outcome) throw new Error(`refused: ${outcome.hint}`);
  return outcome;
}

describe("OpenAI-compatible provider, macros", () => {
  it("streams a good macro's explanation and returns it checked", async () => {
    standIn.script({ content: answer({}) });
    const { outcome, stages, text } = await generate(deleteBlankRows);
    const result = expectMacro(outcome);
    expect(result).toEqual({ draft: JSON.parse(answer({})), check: { ok: true, problems: [] }, provider: "openai" });
    expect(stages).toEqual(["planning", "checking"]);
    expect(text).toBe(result.draft.explanation);
    expect(standIn.requests[0].body.response_format).toEqual({ type: "json_object" });
    expect(standIn.requests[0].body.messages[0].content).toContain("VBA");
  });

  it("gives a macro that fails the structural check one repair round with the problems", async () => {
    const unbalanced = goodCode.replace("    Next r\n", "");
    standIn.script({ content: answer({ code: unbalanced }) }, { content: answer({}) });
    const { outcome, stages } = await generate(deleteBlankRows);
    expect(expectMacro(outcome)).toMatchObject({ provider: "openai", check: { ok: true }, draft: { code: goodCode } });
    expect(stages).toEqual(["planning", "checking", "repairing", "checking"]);
    const repair = standIn.requests[1].body.messages.at(-1)!;
    expect(repair.role).toBe("user");
    expect(repair.content).toContain("failed the checks");
    expect(repair.content).toMatch(/For|Next/);
  });

  it("falls back to the builtin engine when the repaired macro fails again", async () => {
    const undeclared = answer({ code: goodCode.replace("    Dim r As Long\n", "") });
    standIn.script({ content: undeclared }, { content: undeclared });
    const result = expectMacro((await generate(deleteBlankRows)).outcome);
    expect(result).toMatchObject({ provider: "builtin", fallback: generationMessages.providerFallback });
    expect(result.check.ok).toBe(true);
  });

  it("gives a macro that ignores a value the request names a repair round that says which", async () => {
    const protect: FormulaRequest = { description: "protect Sheet1 with password Secret123", platform: "excel" };
    const code = (password: string) =>
      [
        "Option Explicit",
        "",
        "Sub ProtectSheet()",
        "    On Error GoTo Failed",
        `    ThisWorkbook.Worksheets("Sheet1").Protect Password:="${password}"`,
        "    Exit Sub",
        "Failed:",
        '    MsgBox "Could not protect: " & Err.Description',
        "End Sub",
      ].join("\n");
    standIn.script({ content: answer({ code: code("ChangeMe") }) }, { content: answer({ code: code("Secret123") }) });
    const { outcome, stages } = await generate(protect);
    expect(expectMacro(outcome)).toMatchObject({ provider: "openai", check: { ok: true, problems: [] } });
    expect(stages).toEqual(["planning", "checking", "repairing", "checking"]);
    expect(standIn.requests[1].body.messages.at(-1)!.content).toContain(
      'the macro does not use "Secret123", which the request names',
    );
  });

  it("falls back to the builtin engine when the model keeps ignoring the sheet the request names", async () => {
    const placeholder = answer({ code: goodCode.replace("Sheet1", "Data") });
    standIn.script({ content: placeholder }, { content: placeholder });
    const result = expectMacro((await generate(deleteBlankRows)).outcome);
    expect(result).toMatchObject({
      provider: "builtin",
      check: { ok: true },
      fallback: generationMessages.providerFallback,
    });
    expect(result.draft.code).toContain('Worksheets("Sheet1")');
  });

  it("keeps a sound model macro that misses a named value when the builtin engine cannot plan the request", async () => {
    standIn.script({ content: answer({}) }, { content: answer({}) });
    const { outcome } = await generate({ description: "do my quarterly tidy-up in 'Ledger'", platform: "excel" });
    expect(expectMacro(outcome)).toEqual({
      draft: JSON.parse(answer({})),
      check: { ok: false, problems: ['the macro does not use "Ledger", which the request names'] },
      provider: "openai",
    });
  });

  it("keeps a model macro that misses a named value the builtin engine cannot use either, with its check failed", async () => {
    // The builtin engine refuses this request (its macros would drop the password or the address), so the model's
    // sound macro is answered, and its check says what it leaves out: it is not shown as ready.
    const description = "protect the Data sheet with password mgr42 and email it to boss@firm.com";
    const code = goodCode.replace(
      "    For r = ws.UsedRange.Rows.Count To 1 Step -1",
      '    ws.Protect Password:="mgr42"\n    For r = ws.UsedRange.Rows.Count To 1 Step -1',
    ).replace("Sheet1", "Data");
    standIn.script({ content: answer({ code }) }, { content: answer({ code }) });
    const { outcome, stages } = await generate({ description, platform: "excel" });
    expect(expectMacro(outcome)).toMatchObject({
      provider: "openai",
      check: { ok: false, problems: ['the macro does not use "boss@firm.com", which the request names'] },
    });
    expect(stages).toEqual(["planning", "checking", "repairing", "checking", "fallback", "planning"]);
  });

  it("falls back to the builtin engine on a malformed answer", async () => {
    standIn.script({ content: JSON.stringify({ code: goodCode }) });
    const result = expectMacro((await generate(deleteBlankRows)).outcome);
    expect(result).toMatchObject({ provider: "builtin", fallback: generationMessages.providerFallback });
    expect(standIn.requests).toHaveLength(1);
  });

  it("falls back to the builtin engine when the model answers too slowly", async () => {
    standIn.script({ content: answer({}), delayMs: 5_000 });
    const result = expectMacro((await generate(deleteBlankRows)).outcome);
    expect(result).toMatchObject({ provider: "builtin", fallback: generationMessages.providerFallback });
  });

  it("asks the builtin engine when the model refuses, and answers its refusal when it refuses too", async () => {
    standIn.script({ content: JSON.stringify({ refused: true, hint: "Say what to do." }) });
    expect(expectMacro((await generate(deleteBlankRows)).outcome)).toMatchObject({
      provider: "builtin",
      fallback: generationMessages.providerRefused,
    });
    standIn.script({ content: JSON.stringify({ refused: true, hint: "Say what to do." }) });
    const { outcome } = await generate({ description: "purple monkey dishwasher", platform: "excel" });
    expect(outcome).toEqual({ refused: true, hint: generationMessages.vbaUnclear });
  });
});
