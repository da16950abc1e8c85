import { timing } from "hono/timing";
import { createMiddleware } from "hono/factory";
import { dataMessages } from "../../../contract/data-messages.ts";
import { dataForm, dataSourceHeader } from "../../../contract/data-requests.ts";
import { dataUploadLimitBytes } from "../../../contract/data.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { streamForm } from "../../lib/stream-form.ts";
import { validate } from "../../lib/validator.ts";
import { requireUser } from "../../middlewares/require-user.ts";
import { analyzeData, generateChart } from "../../services/generation/generate-data.ts";
import { answerGeneration } from "./answer-generation.ts";
import { generationRateLimit } from "./generation-rate-limit.ts";
import { readDataInput } from "./data-input.ts";

const formBody = /^(?:multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/** The data tools take a form (multipart for a file); anything else would reach the validator as an empty form. */
const formsOnly = createMiddleware(async (c, next) => {
  if (!formBody.test(c.req.header("content-type") ?? "")) fail(415, dataMessages.multipartRequired);
  await next();
});

const guards = [
  timing({ totalDescription: "whole request" }),
  requireUser,
  generationRateLimit,
  formsOnly,
  validate("header", dataSourceHeader),
  // The parts together may hold the largest upload and the description; app.ts limits the body as it streams.
  streamForm({
    maxBytes: dataUploadLimitBytes + 64 * 1024,
    malformed: dataMessages.malformedForm,
    tooLarge: dataMessages.fileTooLarge,
  }),
  validate("form", dataForm),
] as const;

/** The spec's paths: an upload's size is limited in app.ts, before any of this reads it. */
export const uploadPaths = ["/api/analyze-data", "/api/generate-chart"];

const router = createRouter()
  .post("/analyze-data", ...guards, async (c) => {
    const input = await readDataInput(
      c.req.valid("header")["x-content-type"],
      c.req.valid("form"),
      c.get("deps").dataTools.bounds,
    );
    return answerGeneration(c, (emit) => analyzeData(c.get("deps"), c.get("user"), input, emit));
  })
  .post("/generate-chart", ...guards, async (c) => {
    const input = await readDataInput(
      c.req.valid("header")["x-content-type"],
      c.req.valid("form"),
      c.get("deps").dataTools.bounds,
    );
    return answerGeneration(c, (emit) => generateChart(c.get("deps"), c.get("user"), input, emit));
  });

export default router;
