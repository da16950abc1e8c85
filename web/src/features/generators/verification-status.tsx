import type { Platform } from "../../../../api/contract/account.ts";
import type { Verification } from "../../../../api/contract/generation.ts";
import { copy } from "../../copy.ts";

type Finding =
  | { kind: "runs"; value: string; checkedAgainstRequest: boolean }
  | { kind: "unchecked"; detail: string }
  | { kind: "problems"; problems: string[] };

/** Numbers as people read them (1,726 and 0.25), in the product's own English. */
const numbers = new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 });

function formatValue(value: string | number | boolean): string {
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  return typeof value === "string" ? `"${value}"` : numbers.format(value);
}

/**
 * What the server's verifier found, in the user's words: that it runs (and what it gives), not evaluated (not a
 * fault), or what is wrong. Running says nothing about whether it does what was asked; that needs the reading to
 * account for the whole request, which only a present and empty `unexplained` says (absent: never checked).
 */
function describeVerification(verification: Verification, platform: Platform): Finding {
  const text = copy.formulaGenerator;
  const { parses, functionsKnown, unknownFunctions, sample } = verification;
  const platformName = copy.generators.platforms[platform];
  const problems: string[] = [];
  if (!parses) problems.push(text.doesNotParse);
  if (!functionsKnown) problems.push(text.unknownFunctions(platformName, unknownFunctions.join(", ")));
  if ("error" in sample) problems.push(text.sampleError(sample.error));
  if (problems.length > 0 || "error" in sample) return { kind: "problems", problems };
  if ("value" in sample) {
    const checkedAgainstRequest = Array.isArray(verification.unexplained) && verification.unexplained.length === 0;
    return { kind: "runs", value: formatValue(sample.value), checkedAgainstRequest };
  }
  return { kind: "unchecked", detail: text.notEvaluated(sample.notEvaluated.join(", ")) };
}

function Checks({ verification, platform }: { verification: Verification; platform: Platform }) {
  const text = copy.formulaGenerator;
  const finding = describeVerification(verification, platform);
  if (finding.kind === "runs") {
    const platformName = copy.generators.platforms[platform];
    return (
      <div className="verification">
        {finding.checkedAgainstRequest && <span className="badge badge-success">{text.verified}</span>}
        {finding.checkedAgainstRequest && " "}
        <span className={`badge ${finding.checkedAgainstRequest ? "badge-success" : "badge-neutral"}`}>
          {text.runs(finding.value)}
        </span>{" "}
        {/* The space keeps the badge and its detail two words apart when read aloud or copied. */}
        <span className="verification-detail">
          {text.runsDetail(platformName, finding.value)}
          {finding.checkedAgainstRequest && ` ${text.verifiedDetail}`}
        </span>
      </div>
    );
  }
  if (finding.kind === "unchecked") {
    return (
      <div className="verification">
        <span className="badge badge-neutral">{finding.detail}</span>
      </div>
    );
  }
  return (
    <div className="verification verification-problems">
      <span className="badge badge-warning">{text.notVerified}</span>
      <ul>
        {finding.problems.map((problem) => <li key={problem}>{problem}</li>)}
      </ul>
    </div>
  );
}

/** The checks' badge, and a warning when the formula's reading leaves words of the request unaccounted for. */
export function VerificationStatus({ verification, platform }: { verification: Verification; platform: Platform }) {
  const unexplained = Array.isArray(verification.unexplained) ? verification.unexplained : [];
  return (
    <>
      <Checks verification={verification} platform={platform} />
      {unexplained.length > 0 && (
        <p className="verification-unexplained" role="note">{copy.formulaGenerator.unexplained(unexplained)}</p>
      )}
    </>
  );
}
