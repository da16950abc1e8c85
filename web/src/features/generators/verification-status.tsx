import type { Platform } from "../../../../api/contract/account.ts";
import type { Verification } from "../../../../api/contract/generation.ts";
import { copy } from "../../copy.ts";

type Finding =
  | { kind: "verified"; detail: string }
  | { kind: "unchecked"; detail: string }
  | { kind: "problems"; problems: string[] };

function formatValue(value: string | number | boolean): string {
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  return typeof value === "string" ? `"${value}"` : String(value);
}

/** What the server's verifier found, in the user's words: verified, not evaluated (not a fault), or what is wrong. */
function describeVerification(verification: Verification, platform: Platform): Finding {
  const text = copy.formulaGenerator;
  const { parses, functionsKnown, unknownFunctions, sample } = verification;
  const platformName = copy.generators.platforms[platform];
  const problems: string[] = [];
  if (!parses) problems.push(text.doesNotParse);
  if (!functionsKnown) problems.push(text.unknownFunctions(platformName, unknownFunctions.join(", ")));
  if ("error" in sample) problems.push(text.sampleError(sample.error));
  if (problems.length > 0 || "error" in sample) return { kind: "problems", problems };
  // "Verified" claims no more than these three checks, so the detail names each of them.
  if ("value" in sample) {
    return { kind: "verified", detail: text.verifiedDetail(platformName, formatValue(sample.value)) };
  }
  return { kind: "unchecked", detail: text.notEvaluated(sample.notEvaluated.join(", ")) };
}

export function VerificationStatus({ verification, platform }: { verification: Verification; platform: Platform }) {
  const finding = describeVerification(verification, platform);
  if (finding.kind === "verified") {
    return (
      <div className="verification">
        <span className="badge badge-success">{copy.formulaGenerator.verified}</span>{" "}
        {/* The space keeps "Verified" and its detail two words apart when read aloud or copied. */}
        <span className="verification-detail">{finding.detail}</span>
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
      <span className="badge badge-warning">{copy.formulaGenerator.notVerified}</span>
      <ul>
        {finding.problems.map((problem) => <li key={problem}>{problem}</li>)}
      </ul>
    </div>
  );
}
