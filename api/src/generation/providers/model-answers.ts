import { z } from "zod";
import type { FormulaDraft, VbaDraft } from "../types.ts";

/** What a model's text turned out to be: a draft, an honest "cannot tell", or nothing usable. */
export type ModelAnswer<Draft> = { draft: Draft } | { refused: true } | undefined;

const text = z.string().trim().min(1);
const steps = z.array(text).min(1);
const refusal = z.object({ refused: z.literal(true) });

const formulaAnswer = z.object({
  // Models often drop the leading "=", which the verifier and the copy button both need.
  formula: text.transform((formula) => formula.startsWith("=") ? formula : `=${formula}`),
  explanation: text,
  steps,
  functions: z.array(text.transform((name) => name.toUpperCase())).transform((names) => [...new Set(names)]),
});

const macroAnswer = z.object({ code: text, explanation: text, steps });

function read<Draft>(schema: z.ZodType<Draft>, answer: string): ModelAnswer<Draft> {
  let json: unknown;
  try {
    json = JSON.parse(answer);
  } catch {
    return undefined;
  }
  if (refusal.safeParse(json).success) return { refused: true };
  const parsed = schema.safeParse(json);
  return parsed.success ? { draft: parsed.data } : undefined;
}

/** Reads a model's JSON formula answer, checked with zod; anything malformed is `undefined`. */
export const readFormulaAnswer = (answer: string): ModelAnswer<FormulaDraft> => read(formulaAnswer, answer);

/** Reads a model's JSON macro answer, checked with zod; anything malformed is `undefined`. */
export const readMacroAnswer = (answer: string): ModelAnswer<VbaDraft> => read(macroAnswer, answer);
