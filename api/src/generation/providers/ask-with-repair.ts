import type { ProgressStage } from "../../../contract/generation-stream.ts";
import type { StreamPart } from "../types.ts";
import type { ChatMessage } from "./chat-stream.ts";
import { createFieldReader } from "./json-field-reader.ts";
import type { ModelAnswer } from "./model-answers.ts";

/** What one kind of generation (formula or macro) needs to talk to a model and judge its answer. */
export interface Task<Draft, Report> {
  messages: ChatMessage[];
  read: (answer: string) => ModelAnswer<Draft>;
  /** Progress stage shown while `inspect` runs. */
  inspectStage: ProgressStage;
  inspect: (draft: Draft) => Report;
  passes: (report: Report) => boolean;
  /** The follow-up that tells the model what was wrong with its draft. */
  repairRequest: (draft: Draft, report: Report) => string;
}

export type TaskResult<Draft, Report> =
  | { kind: "passed" | "failed"; draft: Draft; report: Report }
  | { kind: "refused" }
  | { kind: "unusable"; reason: unknown };

/** Sends messages to the model, passing each piece of its answer to `onText`; rejects when the model fails. */
export type Chat = (messages: ChatMessage[], onText: (text: string) => void) => Promise<string>;

/**
 * Asks the model, judges its draft, and when the draft fails gives it exactly one repair round with the findings.
 * The explanation is forwarded as `delta` parts while it streams; a "repairing" progress part tells a client that
 * the text that follows replaces what it has shown. A model that fails or answers malformed JSON is "unusable".
 */
export async function askWithRepair<Draft, Report>(
  chat: Chat,
  task: Task<Draft, Report>,
  emit: (part: StreamPart) => void,
): Promise<TaskResult<Draft, Report>> {
  const messages = [...task.messages];
  for (let round = 1;; round++) {
    emit({ type: "progress", stage: round === 1 ? "planning" : "repairing" });
    const readExplanation = createFieldReader("explanation");
    let answer: string;
    try {
      answer = await chat(messages, (piece) => {
        const text = readExplanation(piece);
        if (text) emit({ type: "delta", text });
      });
    } catch (reason) {
      return { kind: "unusable", reason };
    }
    const read = task.read(answer);
    if (!read) return { kind: "unusable", reason: new Error(`malformed answer: ${answer.slice(0, 200)}`) };
    if ("refused" in read) return { kind: "refused" };
    emit({ type: "progress", stage: task.inspectStage });
    const report = task.inspect(read.draft);
    if (task.passes(report)) return { kind: "passed", draft: read.draft, report };
    if (round === 2) return { kind: "failed", draft: read.draft, report };
    messages.push({ role: "assistant", content: answer }, {
      role: "user",
      content: task.repairRequest(read.draft, report),
    });
  }
}
