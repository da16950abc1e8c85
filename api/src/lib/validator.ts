import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import type { $ZodError } from "zod/v4/core";
import { messages } from "../../contract/messages.ts";
import { errorBody } from "./errors.ts";

/** The first problem in words a person can act on; a body that is not an object at all gets its own text. */
export function describeIssue(error: $ZodError): string {
  const issue = error.issues[0];
  if (!issue) return messages.bodyMustBeObject;
  if (issue.path.length === 0 && issue.code === "invalid_type") return messages.bodyMustBeObject;
  return issue.message;
}

/** What one validating middleware checks: the part of the request and the contract schema it reads it with. */
export interface Validation {
  target: keyof ValidationTargets;
  schema: ZodType;
}

const validations = new WeakMap<object, Validation>();

/**
 * The schema a middleware validates with, if it is one of `validate`'s: the route table (and from it the OpenAPI
 * document, the fuzzer and the authorization matrix) reads what the routes really check, so none of them can drift.
 */
export const validationOf = (handler: object): Validation | undefined => validations.get(handler);

/** zValidator with the app's one failure shape: 400 `{ success: false, error }`. */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) => {
  const middleware = zValidator(target, schema, (result, c) => {
    if (!result.success) return errorBody(c, 400, describeIssue(result.error));
  });
  validations.set(middleware, { target, schema });
  return middleware;
};
