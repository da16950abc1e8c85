import { useId } from "react";
import { copy } from "../../copy.ts";
import type { DataStage } from "./data-tools-api.ts";

/**
 * While a request runs: how much of the data has gone up, then which stage the server is at. The status line is a
 * live region that speaks once per stage; the percentage beside it is for the eyes, so it does not chatter.
 */
export function DataToolProgress({ uploaded, stage }: { uploaded: number | null; stage: DataStage | null }) {
  const id = useId();
  const text = copy.dataTools;
  const percent = uploaded === null ? null : Math.round(uploaded * 100);
  return (
    <section className="panel data-progress" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="visually-hidden">{text.progressLabel}</h2>
      {/* Without a value the bar shows it is busy without claiming how far. */}
      <progress
        className="data-progress-bar"
        max={1}
        value={stage ? 1 : uploaded ?? undefined}
        aria-labelledby={`${id}-status`}
      />
      <p className="data-progress-status">
        <span id={`${id}-status`} role="status">{stage ? text.stages[stage] : text.uploading}</span>
        {!stage && percent !== null && <span className="data-progress-percent" aria-hidden="true">{percent}%</span>}
      </p>
    </section>
  );
}
