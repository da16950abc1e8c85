import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { dataDescriptionLimit } from "../../../../api/contract/data.ts";
import type { HistoryItemOf } from "../../../../api/contract/history.ts";
import { DescriptionField } from "../../components/description-field.tsx";
import { GenerationFailure } from "../../components/generation-failure.tsx";
import { SubmitRow } from "../../components/submit-row.tsx";
import { copy } from "../../copy.ts";
import { DataInput } from "./data-input.tsx";
import { DataToolProgress } from "./data-tool-progress.tsx";
import { TablePreview } from "./table-preview.tsx";
import { useLiveRecent } from "../../lib/use-live-recent.ts";
import { submitOnModEnter } from "../../lib/submit-shortcut.ts";
import { useRevealResult } from "../../lib/use-reveal-result.ts";
import { useAuthStore } from "../auth/auth-store.ts";
import type { DataToolStore } from "./data-tool-store.ts";
import { activeData, useDataInput } from "./use-data-input.ts";

type DataHistoryType = "dataAnalyzer" | "chartGenerator";

interface DataToolWorkspaceProps<Type extends DataHistoryType, Result> {
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
  /** The tool's store, and the history type its recent list shows and follows live. */
  store: DataToolStore<Result, HistoryItemOf[Type]>;
  historyType: Type;
  /** The finished result, shown once the request is done. */
  renderResult: (result: Result) => ReactNode;
  /** The id of the result's heading, which is brought into view and focused when a result arrives. */
  resultHeadingId: string;
  renderRecent: (items: HistoryItemOf[Type][]) => ReactNode;
}

/**
 * What the data analyzer and the chart generator share: the input tabs, the description (shut until the active
 * tab has data, as the spec says), the spec's two checks on submit, the progress, the failure or the result, and the
 * recent list beside them, loaded for the signed-in person and followed live.
 */
export function DataToolWorkspace<Type extends DataHistoryType, Result>(props: DataToolWorkspaceProps<Type, Result>) {
  const { text, store } = props;
  const user = useAuthStore((state) => state.user);
  const { status, uploaded, stage, read, result, failure, recent, generate, loadRecent } = store();
  const busy = status === "busy";
  useRevealResult(status === "done" && !!result, props.resultHeadingId);
  useEffect(() => {
    if (user) void loadRecent(user.id);
  }, [user, loadRecent]);
  useLiveRecent(props.historyType, store);
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
    else void generate({ ...payload, description: request });
  };

  return (
    <section className="generator" aria-labelledby={props.titleId}>
      <header className="generator-intro">
        <h1 id={props.titleId}>{text.title}</h1>
        <p className="lead">{text.intro}</p>
      </header>
      <div className="generator-layout">
        <div className="generator-main">
          <form className="form panel" onSubmit={submit} onKeyDown={submitOnModEnter} aria-busy={busy}>
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
            <SubmitRow>
              <button type="submit" className="button button-primary" disabled={!data.hasData || busy}>
                {busy ? text.submitting : text.submit}
              </button>
            </SubmitRow>
          </form>
          {busy && <DataToolProgress uploaded={uploaded} stage={stage} />}
          {status === "failed" && <GenerationFailure message={text.failed} detail={failure} />}
          {status === "failed" && read && <TablePreview table={read} />}
          {status === "done" && result && props.renderResult(result)}
        </div>
        {props.renderRecent(recent)}
      </div>
    </section>
  );
}
