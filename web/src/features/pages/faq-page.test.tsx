import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { copy } from "../../copy.ts";
import { renderPage } from "../../test-utils.tsx";
import { FaqPage } from "./faq-page.tsx";

describe("FaqPage", () => {
  it("lists the eight questions, all collapsed", () => {
    renderPage("/faq", <FaqPage />);

    const questions = screen.getAllByRole("button", { expanded: false });
    expect(questions.map((question) => question.textContent)).toEqual(copy.faq.items.map((item) => item.question));
    for (const item of copy.faq.items) {
      expect(screen.queryByRole("region", { name: item.question })).not.toBeInTheDocument();
    }
  });

  it("expands a question into its labelled answer region and collapses it again", async () => {
    const { user } = renderPage("/faq", <FaqPage />);
    const [first] = copy.faq.items;
    const question = screen.getByRole("button", { name: first.question });

    await user.click(question);
    expect(question).toHaveAttribute("aria-expanded", "true");
    const answer = screen.getByRole("region", { name: first.question });
    expect(answer).toHaveAttribute("id", question.getAttribute("aria-controls"));
    expect(answer).toHaveTextContent(first.answer);

    await user.click(question);
    expect(question).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region", { name: first.question })).not.toBeInTheDocument();
  });

  it("links to the formula generator", () => {
    renderPage("/faq", <FaqPage />);

    expect(screen.getByRole("link", { name: copy.faq.tryGenerator })).toHaveAttribute("href", "/");
  });
});
