import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { copy } from "../copy.ts";
import { ExplanationAndSteps } from "./explanation-and-steps.tsx";

describe("ExplanationAndSteps", () => {
  it("numbers the steps under their heading", () => {
    render(<ExplanationAndSteps explanation="Adds B." steps={["Select C2.", "Type it."]} />);
    expect(screen.getByRole("heading", { name: copy.generators.steps })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Select C2.", "Type it."]);
  });

  it("shows no empty Step by Step when there are no steps", () => {
    render(<ExplanationAndSteps explanation="The table has no age column." steps={[]} />);
    expect(screen.getByText("The table has no age column.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: copy.generators.steps })).not.toBeInTheDocument();
  });
});
