import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { copy } from "../copy.ts";
import { StarRating } from "./star-rating.tsx";

function Harness({ onChange }: { onChange: (rating: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <StarRating
      label="Rate this formula"
      value={value}
      onChange={(rating) => {
        onChange(rating);
        setValue(rating);
      }}
      starLabel={copy.generators.starLabel}
    />
  );
}

const star = (rating: number) => screen.getByRole("radio", { name: copy.generators.starLabel(rating) });
const checked = () => screen.getAllByRole("radio").filter((radio) => (radio as HTMLInputElement).checked);

describe("StarRating", () => {
  it("is one tab stop; Enter or Space gives the focused star, the arrows, Home and End move and choose", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole("group", { name: "Rate this formula" })).toBeInTheDocument();

    star(1).focus();
    expect(checked()).toEqual([]);
    await user.keyboard("{Enter}");
    expect(star(1)).toBeChecked();

    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(star(3)).toHaveFocus();
    expect(star(3)).toBeChecked();
    await user.keyboard("{ArrowLeft}");
    expect(star(2)).toHaveFocus();
    await user.keyboard("{End}");
    expect(star(5)).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(star(1)).toHaveFocus();
    await user.keyboard("{ArrowLeft}{Home}");
    expect(star(1)).toHaveFocus();
    expect(checked()).toEqual([star(1)]);
    expect(onChange.mock.calls.map(([rating]) => rating)).toEqual([1, 2, 3, 2, 5, 1, 5, 1]);

    // Choosing the star already chosen sends nothing again.
    await user.keyboard(" ");
    expect(onChange).toHaveBeenCalledTimes(8);
  });
});
