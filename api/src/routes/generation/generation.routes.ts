import { timing } from "hono/timing";
import { generateFormulaBody, generateVbaBody } from "../../../contract/generation.ts";
import { createRouter } from "../../lib/app-env.ts";
import { validate } from "../../lib/validator.ts";
import { requireUser } from "../../middlewares/require-user.ts";
import { generateFormula, generateMacro } from "../../services/generation/generate.ts";
import { answerGeneration } from "./answer-generation.ts";
import { generationRateLimit } from "./generation-rate-limit.ts";

// Server-Timing's total starts before the token check, so it covers the whole request as the server sees it.
const guards = [timing({ totalDescription: "whole request" }), requireUser, generationRateLimit] as const;

const router = createRouter()
  .use("/generate-formula", ...guards)
  .use("/generate-vba", ...guards)
  .post("/generate-formula", validate("json", generateFormulaBody), (c) => {
    const user = c.get("user");
    const { excelVersion, ...body } = c.req.valid("json");
    // A client that names no version gets the one the user chose in their preferences.
    const request = { ...body, excelVersion: excelVersion ?? user.excelVersion };
    return answerGeneration(c, (emit) => generateFormula(c.get("deps"), user.id, request, emit));
  })
  .post("/generate-vba", validate("json", generateVbaBody), (c) => {
    const body = c.req.valid("json");
    return answerGeneration(c, (emit) => generateMacro(c.get("deps"), c.get("user").id, body, emit));
  });

export default router;
