import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { copy } from "../../copy.ts";
import { jsonResponse, mockFetch, renderPage } from "../../test-utils.tsx";
import { MentionTextarea } from "./mention-textarea.tsx";
import { applyMention, mentionTerm } from "./mentions.ts";

describe("mentionTerm", () => {
  it("is the rest of the last word when that word starts with @", () => {
    expect(mentionTerm("thanks @gra")).toBe("gra");
    expect(mentionTerm("@Ada")).toBe("Ada");
    expect(mentionTerm("line one\n@al")).toBe("al");
  });

  it("is null when the last word has no leading @, or the term is empty", () => {
    expect(mentionTerm("mail me at a@b.c")).toBeNull();
    expect(mentionTerm("@grace thanks")).toBeNull();
    expect(mentionTerm("hello @")).toBeNull();
    expect(mentionTerm("@gra ")).toBeNull();
    expect(mentionTerm("")).toBeNull();
  });
});

describe("applyMention", () => {
  it("replaces from the last @ with '@' + name + a space", () => {
    expect(applyMention("thanks @gra", "Grace Hopper")).toBe("thanks @Grace Hopper ");
    expect(applyMention("@ada and @gr", "Grace")).toBe("@ada and @Grace ");
  });
});

function Harness() {
  const [value, setValue] = useState("");
  return <MentionTextarea label="Reply" value={value} onChange={setValue} />;
}

describe("MentionTextarea", () => {
  it("searches the term, offers the users, and picking one completes the mention and hides the list", async () => {
    const fetchMock = mockFetch((url) =>
      jsonResponse(200, {
        success: true,
        data: url.endsWith("q=gr") ? [{ id: "u-2", name: "Grace Hopper" }, { id: "u-3", name: "Greta" }] : [],
      })
    );
    const { user } = renderPage("/", <Harness />);
    const box = screen.getByRole("textbox", { name: "Reply" });

    await user.type(box, "hi @gr");
    const list = await screen.findByRole("listbox", { name: copy.forum.mentions.label });
    expect(box).toHaveAttribute("aria-controls", list.id);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/users/search?q=gr");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["@Grace Hopper", "@Greta"]);
    expect(list).toBeVisible();

    await user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", screen.getByRole("option", { name: "@Greta" }).id);
    await user.keyboard("{Enter}");
    expect(box).toHaveValue("hi @Greta ");
    expect(screen.queryByRole("option")).not.toBeInTheDocument();

    await user.type(box, "@gr");
    await screen.findAllByRole("option");
    await user.pointer({ keys: "[MouseLeft]", target: screen.getByRole("option", { name: "@Grace Hopper" }) });
    expect(box).toHaveValue("hi @Greta @Grace Hopper ");
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
  });

  it("hides the suggestions when the term becomes empty", async () => {
    mockFetch(() => jsonResponse(200, { success: true, data: [{ id: "u-2", name: "Grace Hopper" }] }));
    const { user } = renderPage("/", <Harness />);
    const box = screen.getByRole("textbox", { name: "Reply" });
    await user.type(box, "@g");
    await screen.findByRole("option");

    await user.type(box, "{Backspace}");
    await waitFor(() => expect(screen.queryByRole("option")).not.toBeInTheDocument());
    expect(screen.getByRole("listbox", { hidden: true })).not.toBeVisible();
    expect(box).not.toHaveAttribute("aria-activedescendant");
  });
});
