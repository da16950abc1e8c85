import type { FormEvent, ReactNode } from "react";
import { copy } from "../../copy.ts";
import { DescriptionField } from "../../components/description-field.tsx";
import { SubmitRow } from "../../components/submit-row.tsx";
import { submitOnModEnter } from "../../lib/submit-shortcut.ts";
import { useRevealResult } from "../../lib/use-reveal-result.ts";
import { GenerationFailure } from "../../components/generation-failure.tsx";
import { StreamingExplanation } from "./result-parts.tsx";
import type { GenerationStatus } from "./generation-store.ts";

interface GeneratorWorkspaceProps {
  titleId: string;
  text: { title: string; intro: string; descriptionLabel: string; placeholder: string; submit: string; failed: string };
  /** A line under the intro, such as a pointer to a neighbouring tool. */
  introNote?: ReactNode;
  /** Choices shown above the description, such as the platform toggle. */
  options?: ReactNode;
  description: string;
  onDescriptionChange: (value: string) => void;
  limit: number;
  /** Fields below the description, such as "Your columns". */
  fields?: ReactNode;
  status: GenerationStatus;
  failure: string | null;
  streamed: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The finished result, shown once the generation is done. */
  result: ReactNode;
  /** The id of the result's heading, which is brought into view and focused when a result arrives. */
  resultHeadingId: string;
  recent: ReactNode;
}

/**
 * What every generator page shares: the request form, the streamed explanation while it works, the failure or
 * the result, and the recent list beside them.
 */
export function GeneratorWorkspace(props: GeneratorWorkspaceProps) {
  const { text, status } = props;
  const busy = status === "busy";
  useRevealResult(status === "done", props.resultHeadingId);
  return (
    <section className="generator" aria-labelledby={props.titleId}>
      <header className="generator-intro">
        <h1 id={props.titleId}>{text.title}</h1>
        <p className="lead">{text.intro}</p>
        {props.introNote}
      </header>
      <div className="generator-layout">
        <div className="generator-main">
          <form className="form panel" onSubmit={props.onSubmit} onKeyDown={submitOnModEnter} aria-busy={busy}>
            {props.options}
            <DescriptionField
              label={text.descriptionLabel}
              placeholder={text.placeholder}
              value={props.description}
              onChange={props.onDescriptionChange}
              limit={props.limit}
            />
            {props.fields}
            <SubmitRow>
              <button
                type="submit"
                className="button button-primary"
                disabled={props.description.trim() === "" || busy}
              >
                {busy ? copy.generators.generating : text.submit}
              </button>
            </SubmitRow>
          </form>
          {status === "failed" && <GenerationFailure message={text.failed} detail={props.failure} />}
          {busy && <StreamingExplanation text={props.streamed} />}
          {status === "done" && props.result}
        </div>
        {props.recent}
      </div>
    </section>
  );
}
