import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { copy } from "../copy.ts";
import { EmojiPicker, emojis } from "./emoji-picker.tsx";

const button = (emoji: string) => screen.getByRole("button", { name: copy.forum.emoji.insert(emoji) });

describe("EmojiPicker", () => {
  it("is a toolbar with one tab stop that the arrows, Home and End move, and Enter or Space inserts", async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <button type="button">before</button>
        <EmojiPicker onPick={onPick} />
        <button type="button">after</button>
      </>,
    );
    expect(screen.getByRole("toolbar", { name: copy.forum.emoji.label })).toBeInTheDocument();
    expect(screen.getAllByRole("button").filter((element) => element.tabIndex === 0).map((b) => b.textContent))
      .toEqual(["before", emojis[0], "after"]);

    await user.click(screen.getByRole("button", { name: "before" }));
    await user.tab();
    expect(button(emojis[0])).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(button(emojis[2])).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onPick).toHaveBeenLastCalledWith(emojis[2]);
    await user.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    expect(button(emojis[11])).toHaveFocus();
    await user.keyboard("{Home}");
    expect(button(emojis[0])).toHaveFocus();
    await user.keyboard("{End}[Space]");
    expect(onPick).toHaveBeenLastCalledWith(emojis[11]);

    // Leaving and coming back lands on the emoji last used, not the first.
    await user.tab();
    expect(screen.getByRole("button", { name: "after" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(button(emojis[11])).toHaveFocus();
    expect(onPick).toHaveBeenCalledTimes(2);
  });
});
