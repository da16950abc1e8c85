import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { copy } from "../../copy.ts";
import { makeAdminUser, makeFlag } from "./admin-fixtures.ts";
import { useAdminStore } from "./admin-store.ts";
import { FlagsQueue } from "./flags-queue.tsx";

describe("FlagsQueue", () => {
  afterEach(() => useAdminStore.setState({ flags: [] }));

  it("quotes the flagged reply as the words it shows, not its markdown", () => {
    const post = {
      id: "post-1",
      topicId: "topic-1",
      excerpt: "**Buy** [cheap licences](https://spam.example) `now_*`",
    };
    useAdminStore.setState({ flags: [makeFlag(1, makeAdminUser(1), { post })] });
    render(
      <MemoryRouter>
        <FlagsQueue />
      </MemoryRouter>,
    );

    const flag = within(screen.getByRole("list", { name: new RegExp(copy.admin.flags.title) })).getByRole("listitem");
    expect(flag).toHaveTextContent(`${copy.admin.flags.reply}: “Buy cheap licences now_*”`);
    expect(flag).not.toHaveTextContent("spam.example");
  });
});
