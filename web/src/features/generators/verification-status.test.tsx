import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Verification } from "../../../../api/contract/generation.ts";
import { copy } from "../../copy.ts";
import { VerificationStatus } from "./verification-status.tsx";

const text = copy.formulaGenerator;

function ran(value: string | number | boolean, unexplained?: string[]): Verification {
  return {
    parses: true,
    functionsKnown: true,
    unknownFunctions: [],
    sample: { value },
    ...(unexplained ? { unexplained } : {}),
  };
}

/** Everything the status says, as one line read aloud. */
const said = (container: HTMLElement) => container.textContent?.replace(/\s+/g, " ").trim();

describe("VerificationStatus", () => {
  it("says only that it runs, and what it gives, when nobody compared its reading with the request", () => {
    const { container } = render(<VerificationStatus verification={ran(1726)} platform="excel" />);

    expect(screen.getByText("Runs: gives 1,726 on sample data")).toHaveClass("badge");
    expect(said(container)).toBe(
      "Runs: gives 1,726 on sample data It parses, uses only functions Microsoft Excel has, and gives 1,726 on a sample grid built from its ranges.",
    );
    expect(screen.queryByText(text.verified)).not.toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("says Verified only when the reading also accounts for every word of the request", () => {
    const { container } = render(<VerificationStatus verification={ran(1234567.25, [])} platform="sheets" />);

    expect(screen.getByText(text.verified)).toHaveClass("badge", "badge-success");
    expect(said(container)).toBe(
      "Verified Runs: gives 1,234,567.25 on sample data It parses, uses only functions Google Sheets has, and gives 1,234,567.25 on a sample grid built from its ranges. Its reading accounts for every word of your request.",
    );
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("warns about the words the reading does not account for, and claims no more than that it runs", () => {
    render(<VerificationStatus verification={ran("East", ["net", "excluding"])} platform="excel" />);

    expect(screen.getByText('Runs: gives "East" on sample data')).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent("Check it: the formula does not account for “net”, “excluding”");
    expect(screen.queryByText(text.verified)).not.toBeInTheDocument();
  });

  it("lists what is wrong, and still warns about unexplained words, when the checks found problems", () => {
    const verification: Verification = {
      parses: true,
      functionsKnown: false,
      unknownFunctions: ["TEXTBEFORE"],
      sample: { error: "#NAME?" },
      unexplained: [],
    };
    render(<VerificationStatus verification={verification} platform="sheets" />);

    expect(screen.getByText(text.notVerified)).toHaveClass("badge-warning");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      text.unknownFunctions("Google Sheets", "TEXTBEFORE"),
      text.sampleError("#NAME?"),
    ]);
    expect(screen.queryByText(text.verified)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Runs/)).not.toBeInTheDocument();
  });

  it("says the formula was not run when the checker cannot evaluate its functions, even with nothing unexplained", () => {
    const verification: Verification = {
      parses: true,
      functionsKnown: true,
      unknownFunctions: [],
      sample: { notEvaluated: ["PMT"] },
      unexplained: [],
    };
    render(<VerificationStatus verification={verification} platform="excel" />);

    expect(screen.getByText("Parses, not run: PMT cannot be run on sample data")).toHaveClass("badge-neutral");
    expect(screen.queryByText(text.verified)).not.toBeInTheDocument();
  });

  it("writes TRUE and FALSE as the spreadsheet does", () => {
    render(<VerificationStatus verification={ran(false)} platform="excel" />);

    expect(screen.getByText("Runs: gives FALSE on sample data")).toBeInTheDocument();
  });
});
