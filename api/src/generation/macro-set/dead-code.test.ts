import { expect, test } from "vitest";
import { findDeadStatements } from "../vba/dead-statements.ts";
import { planMacro } from "../vba/plan-macro.ts";
import { loadMacroSet } from "./macro-set.ts";

test("no macro the builtin engine writes for the dev set holds a dead statement", () => {
  const macros = loadMacroSet("dev.json").flatMap((item) => {
    const columns = "columns" in item ? item.columns : undefined;
    const answer = planMacro({ description: item.description, ...(columns ? { columns } : {}) });
    return "refused" in answer ? [] : [{ id: item.id, code: answer.code }];
  });
  // Most of the set must be answered, or an engine that refused everything would pass.
  expect(macros.length).toBeGreaterThanOrEqual(250);
  const dead = macros.flatMap(({ id, code }) => {
    const found = findDeadStatements(code);
    return found.length ? [`${id}: ${found.join("; ")}`] : [];
  });
  expect(dead).toEqual([]);
});
