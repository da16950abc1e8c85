import { type FormEvent, type ReactNode, useState } from "react";
import { dataDescriptionLimit } from "../../../../api/contract/data.ts";
import { DescriptionField } from "../../components/description-field.tsx";
import { GenerationFailure } from "../../components/generation-failure.tsx";
import { copy } from "../../copy.ts";
import { DataInput } from "./data-input.tsx";
import { DataToolProgress } from "./data-tool-progress.tsx";
import type { DataToolStatus } from "./data-tool-store.ts";
import type { DataRequest, DataStage } from "./data-tools-api.ts";
import { activeData, useDataInput } from "./use-data-input.ts";

interface DataToolWorkspaceProps {
  titleId: string;
  text: {
    title: string;
    intro: string;
    descriptionLabel: string;
    placeholder: string;
    submit: string;
    submitting: string;
    failed: string;
  };
  status: DataToolStatus;
  uploaded: number | null;
  stage: DataStage | null;
  failure: string | null;
  onSubmit: (request: DataRequest) => void;
  /** The finished result, shown once the request is done. */
  result: ReactNode;
  recent: ReactNode;
}

/**
 * What the data analyzer and the chart generator share: the input tabs, the description (shut until the active
 * tab has data, as the spec says), the spec's two checks on submit, the progress, the failure or the result, and the
 * recent list beside them.
 */
export function DataToolWorkspace(props: DataToolWorkspaceProps) {
  const { text, status } = props;
  const busy = status === "busy";
  const data = useDataInput();
  const [description, setDescription] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);

  // A check's message stays until the user changes what it was about.
  const edited = <Args extends unknown[]>(change: (...args: Args) => void) => (...args: Args) => {
    setInvalid(null);
    change(...args);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const request = description.trim();
    const payload = activeData(data.mode, data.inputs);
    if (request === "") setInvalid(copy.dataTools.descriptionRequired);
    else if (!payload) setInvalid(copy.dataTools.dataRequired);
    else props.onSubmit({ ...payload, description: request });
  };

  return (
    <section className="generator" aria-labelledby={props.titleId}>
      <header className="generator-intro">
        <h1 id={props.titleId}>{text.title}</h1>
        <p className="lead">{text.intro}</p>
      </header>
      <div className="generator-layout">
        <div className="generator-main">
          <form className="form panel" onSubmit={submit} aria-busy={busy}>
            <DataInput
              mode={data.mode}
              onModeChange={edited(data.setMode)}
              inputs={data.inputs}
              onFileChange={edited(data.setFile)}
              onClipboardChange={edited(data.setClipboard)}
            />
            <DescriptionField
              label={text.descriptionLabel}
              placeholder={text.placeholder}
              value={description}
              onChange={edited(setDescription)}
              limit={dataDescriptionLimit}
              disabled={!data.hasData}
              note={data.hasData ? undefined : copy.dataTools.needsData}
            />
            {invalid && <p className="form-message form-message-error" role="alert">{invalid}</p>}
            <button type="submit" className="button button-primary" disabled={!data.hasData || busy}>
              {busy ? text.submitting : text.submit}
            </button>
          </form>
          {busy && <DataToolProgress uploaded={props.uploaded} stage={props.stage} />}
          {status === "failed" && <GenerationFailure message={text.failed} detail={props.failure} />}
          {status === "done" && props.result}
        </div>
        {props.recent}
      </div>
    </section>
  );
}
