import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ForumCategory } from "../../../../api/contract/forum.ts";
import { copy } from "../../copy.ts";
import { storageKeys } from "../../lib/storage-keys.ts";
import { jsonResponse, makeUser, mockFetch, renderPage } from "../../test-utils.tsx";
import { useAuthStore } from "../auth/auth-store.ts";
import { categories, makeTopic } from "./forum-fixtures.ts";
import { NewTopicPage } from "./new-topic-page.tsx";

const text = copy.forum.newTopic;

function answer(
  create: () => Response = () => jsonResponse(201, { success: true, data: makeTopic({ _id: "t-9" }) }),
  offered: ForumCategory[] = categories,
) {
  return mockFetch((url, init) => {
    if (url === "/api/forum/categories") return jsonResponse(200, { success: true, data: offered });
    if (url === "/api/forum/topics" && init.method === "POST") return create();
    throw new Error(`unexpected call ${url}`);
  });
}

/** A fresh page, as after a reload, once the categories are in. */
async function openPage() {
  cleanup();
  const rendered = renderPage("/forum/new-topic", <NewTopicPage />);
  await screen.findByRole("option", { name: "VBA & Macros" });
  return rendered;
}

const titleBox = () => screen.getByLabelText(text.topicTitle);
const contentBox = () => screen.getByRole("textbox", { name: text.content });
const categoryBox = () => screen.getByRole("combobox", { name: text.category });

async function writeQuestion(user: ReturnType<typeof renderPage>["user"]) {
  await user.type(titleBox(), "VLOOKUP gives #N/A");
  await user.type(contentBox(), "Only for some rows.");
  await user.selectOptions(categoryBox(), "cat-2");
}

describe("the new-topic draft", () => {
  beforeEach(() => {
    localStorage.setItem(storageKeys.token, "t");
    useAuthStore.setState({ status: "authenticated", token: "t", user: makeUser() });
  });
  afterEach(() => useAuthStore.setState({ status: "none", token: null, user: null }));

  it("keeps title, content and category through a reload, for the member who wrote them", async () => {
    answer();
    const { user } = await openPage();
    await writeQuestion(user);

    await openPage();
    expect(titleBox()).toHaveValue("VLOOKUP gives #N/A");
    expect(contentBox()).toHaveValue("Only for some rows.");
    expect(categoryBox()).toHaveValue("cat-2");
    expect(screen.getByRole("status")).toHaveTextContent(copy.forum.draft.restored);

    useAuthStore.setState({ user: makeUser({ id: "user-9" }) });
    await openPage();
    expect(titleBox()).toHaveValue("");
    expect(contentBox()).toHaveValue("");
  });

  it("is gone once the topic is posted", async () => {
    answer();
    const { user } = await openPage();
    await writeQuestion(user);
    await openPage();
    expect(titleBox()).toHaveValue("VLOOKUP gives #N/A");

    await user.click(screen.getByRole("button", { name: text.submit }));
    await screen.findByText("Navigated away");

    expect(localStorage.getItem(storageKeys.forumDrafts)).toBeNull();
    await openPage();
    expect(titleBox()).toHaveValue("");
  });

  it("stays when posting fails", async () => {
    answer(() => jsonResponse(500, { success: false, error: "Database is down" }));
    const { user } = await openPage();
    await writeQuestion(user);

    await user.click(screen.getByRole("button", { name: text.submit }));
    await screen.findAllByText("Database is down");

    await openPage();
    expect(titleBox()).toHaveValue("VLOOKUP gives #N/A");
  });

  it("lets go of a category that no longer exists", async () => {
    answer();
    const { user } = await openPage();
    await writeQuestion(user);

    answer(undefined, [categories[0], { ...categories[1], _id: "cat-3", name: "Macros" }]);
    cleanup();
    renderPage("/forum/new-topic", <NewTopicPage />);
    await screen.findByRole("option", { name: "Macros" });

    expect(categoryBox()).toHaveValue("");
    expect(titleBox()).toHaveValue("VLOOKUP gives #N/A");
  });
});
