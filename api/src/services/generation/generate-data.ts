import type { UserRow } from "../../../../db/schema/users.ts";
import type { AnalysisResult, ChartResult, DataSource } from "../../../contract/data.ts";
import type { DataJob, DataTask } from "../../generation/data-job.ts";
import type { Refusal, StreamPart } from "../../generation/types.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { generate } from "./generate.ts";

type Deps = Pick<AppDeps, "db" | "events" | "dataTools">;
type Emit = (part: StreamPart) => void;

/** What the route read from the request: the source, the question, and the file's bytes or the pasted text. */
export interface DataInput {
  source: DataSource;
  description: string;
  bytes: Uint8Array;
}

type Answered = Extract<Awaited<ReturnType<AppDeps["dataTools"]["pool"]["run"]>>, { ok: true }>;

/**
 * Reads the data and answers the task in the data pool, in the member's turn: a worker process reads the file (a
 * screenshot through OCR) and analyses the table, and the stages follow it. A problem with the data is a refusal
 * with its own status; it is neither saved nor counted.
 */
async function readAndAnswer(
  deps: Deps,
  userId: string,
  task: DataTask,
  input: DataInput,
  emit: Emit,
): Promise<Answered | Refusal> {
  emit({ type: "progress", stage: "reading" });
  const job: DataJob = { task, source: input.source, bytes: input.bytes, description: input.description };
  const outcome = await deps.dataTools.pool.run(userId, job, (step) => {
    if (step === "read") emit({ type: "progress", stage: "analysing" });
    else if (input.source === "image") emit({ type: "progress", stage: "recognising" });
  });
  return outcome.ok ? outcome : { refused: true, hint: outcome.error, status: outcome.status, table: outcome.table };
}

const requestOf = (user: UserRow, input: DataInput) => ({
  description: input.description,
  platform: user.defaultPlatform,
});

/** POST /api/analyze-data: the true figures of the user's data, how to reproduce them, saved and counted. */
export function analyzeData(deps: Deps, user: UserRow, input: DataInput, emit: Emit) {
  return generate(
    deps,
    user.id,
    requestOf(user, input),
    () => readAndAnswer(deps, user.id, "analyze", input, emit),
    ({ analysis, table }, stamp) => {
      const draft = analysis!;
      const data: AnalysisResult = { ...stamp, ...draft, table, provider: "builtin" };
      return {
        data,
        saved: {
          kind: "dataAnalyzer",
          content: draft.analysis,
          explanation: draft.explanation,
          steps: draft.steps,
          functions: [],
          checks: { figures: draft.figures, table: { columns: table.columns, rowCount: table.rowCount } },
          provider: "builtin",
          fallback: null,
        },
      };
    },
  );
}

/** POST /api/generate-chart: the chart that fits the user's data, its preview data and how to insert it. */
export function generateChart(deps: Deps, user: UserRow, input: DataInput, emit: Emit) {
  return generate(
    deps,
    user.id,
    requestOf(user, input),
    () => readAndAnswer(deps, user.id, "chart", input, emit),
    ({ chart, table }, stamp) => {
      const draft = chart!;
      const data: ChartResult = { ...stamp, ...draft, table, provider: "builtin" };
      return {
        data,
        saved: {
          kind: "chartGenerator",
          content: draft.chartType,
          explanation: draft.explanation,
          steps: draft.steps,
          functions: [],
          checks: { family: draft.family, axes: draft.axes, points: draft.chartData.length },
          provider: "builtin",
          fallback: null,
        },
      };
    },
  );
}
