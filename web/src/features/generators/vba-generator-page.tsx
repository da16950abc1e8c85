import { descriptionLimit } from "../../../../api/contract/generation-limits.ts";
import { type FormEvent, useEffect, useState } from "react";
import type { VbaResult } from "../../../../api/contract/generation.ts";
import { copy } from "../../copy.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useAuthStore } from "../auth/auth-store.ts";
import { GeneratorWorkspace } from "./generator-workspace.tsx";
import type { VbaHistoryItem } from "../../../../api/contract/history.ts";
import { GeneratedResult } from "./result-parts.tsx";
import { RecentList } from "../../components/recent-list.tsx";
import { useVbaStore } from "./vba-store.ts";
import { useLiveRecent } from "../../lib/use-live-recent.ts";
import { AssumedRanges } from "./assumed-ranges.tsx";
import { ColumnsField } from "./columns-field.tsx";
import { columnsPart, useRememberedColumns } from "./remembered-columns.ts";
import "./generators.css";

function VbaCheckStatus({ check }: { check: VbaResult["check"] }) {
  if (check.ok) {
    return (
      <div className="verification">
        <span className="badge badge-success">{copy.vbaGenerator.checked}</span>{" "}
        <span className="verification-detail">{copy.vbaGenerator.checkedDetail}</span>
      </div>
    );
  }
  return (
    <div className="verification verification-problems">
      <span className="badge badge-warning">{copy.vbaGenerator.checkProblems}</span>
      <ul>
        {check.problems.map((problem) => <li key={problem}>{problem}</li>)}
      </ul>
    </div>
  );
}

const resultHeadingId = "vba-result-heading";

function VbaResultPanel({ result }: { result: VbaResult }) {
  const rating = useVbaStore((state) => state.rating);
  const rate = useVbaStore((state) => state.rate);
  return (
    <GeneratedResult
      headingId={resultHeadingId}
      text={copy.vbaGenerator}
      code={result.code}
      codeClassName="vba-code"
      codeScrolls
      aboutCode={<AssumedRanges assumed={result.assumed} />}
      status={result.check && <VbaCheckStatus check={result.check} />}
      fallback={result.fallback}
      explanation={result.explanation}
      steps={result.steps}
      rating={rating}
      onRate={rate}
    />
  );
}

function RecentVbaCode({ items }: { items: VbaHistoryItem[] }) {
  return (
    <RecentList
      headingId="recent-vba-heading"
      heading={copy.vbaGenerator.recentHeading}
      items={items}
      renderItem={(item) => (
        // Macros are long: the request names each one, the code opens on demand.
        <details>
          <summary>{item.description || item.code.split("\n", 1)[0]}</summary>
          <pre className="code-block recent-code"><code>{item.code}</code></pre>
        </details>
      )}
    />
  );
}

export function VbaGeneratorPage() {
  const text = copy.vbaGenerator;
  useDocumentTitle(text.title);
  const user = useAuthStore((state) => state.user);
  const { status, streamed, result, failure, recent, generate, loadRecent } = useVbaStore();
  const [description, setDescription] = useState("");
  const [columns, setColumns] = useRememberedColumns();
  const busy = status === "busy";
  const blank = description.trim() === "";

  useEffect(() => {
    if (user) void loadRecent(user.id);
  }, [user, loadRecent]);
  useLiveRecent("vba", useVbaStore);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || busy) return;
    void generate({ description: description.trim(), ...columnsPart(columns) });
  };

  return (
    <div className="generator-page">
      <GeneratorWorkspace
        titleId="vba-title"
        text={text}
        description={description}
        onDescriptionChange={setDescription}
        limit={descriptionLimit}
        fields={<ColumnsField value={columns} onChange={setColumns} />}
        status={status}
        failure={failure}
        streamed={streamed}
        onSubmit={submit}
        result={result && <VbaResultPanel result={result} />}
        resultHeadingId={resultHeadingId}
        recent={<RecentVbaCode items={recent} />}
      />
    </div>
  );
}
