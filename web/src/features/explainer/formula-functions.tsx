import type { FunctionInfo } from "../../../../api/contract/explainer.ts";
import { copy } from "../../copy.ts";

const text = copy.explainer;

/** Where a function exists, Excel with the oldest version that has it. */
function availability(info: FunctionInfo): string[] {
  return info.platforms.map((platform) =>
    platform === "excel" && info.excel ? text.excelSince(info.excel) : copy.generators.platforms[platform]
  );
}

export function FormulaFunctions({ functions }: { functions: FunctionInfo[] }) {
  return (
    <ul className="explainer-functions">
      {functions.map((info) => (
        <li key={info.name}>
          <code className="function-name">{info.name}</code>
          <p>{info.summary}</p>
          <p className="function-platforms">
            <span className="explainer-label">{text.worksIn}</span>{" "}
            {availability(info).map((place) => <span key={place} className="badge badge-neutral">{place}</span>)}
          </p>
        </li>
      ))}
    </ul>
  );
}
