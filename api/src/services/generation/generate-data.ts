import type { UserRow } from "../../../../db/schema/users.ts";
import type { AnalysisResult, ChartResult, DataSource } from "../../../contract/data.ts";
import type { DataJob, DataTask } from "../../generation/data-job.ts";
import { DataError } from "../../generation/inputs/table.ts";
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
 * Reads the data and answers the task: a screenshot through the OCR worker first, then the data worker reads the
 * table and analyses it. A problem with the data is a refusal with its own status; it is neither saved nor counted.
 */
async function readAndAnswer(deps: Deps, task: DataTask, input: DataInput, emit: Emit): Promise<Answered | Refusal> {
  const { pool, ocr } = deps.dataTools;
  try {
    emit({ type: "progress", stage: "reading" });
    let job: DataJob;
    if (input.source === "image") {
      emit({ type: "progress", stage: "recognising" });
      job = { task, source: "image", cells: await ocr.recognise(input.bytes), description: input.description };
    } else {
      job = { task, source: input.source, bytes: input.bytes, description: input.description };
    }
    emit({ type: "progress", stage: "analysing" });
    const outcome = await pool.run(job);
    return outcome.ok ? outcome : { refused: true, hint: outcome.error, status: outcome.status, table: outcome.table };
  } catch (error) {
    if (error instanceof DataError) return { refused: true, hint: error.message, status: error.status };
    throw error;
  }
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
    () => readAndAnswer(deps, "analyze", input, emit),
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
    () => readAndAnswer(deps, "chart", input, emit),
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
