import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { reportMessages } from "../../../../api/contract/report-messages.ts";
import { useToastStore } from "../../components/toast-store.ts";
import { copy } from "../../copy.ts";
import { storageKeys } from "../../lib/storage-keys.ts";
import { jsonResponse, mockFetch } from "../../test-utils.tsx";
import { ReportDialog } from "./report-dialog.tsx";

const text = copy.forum.report;
const toasts = () => useToastStore.getState().toasts.map((toast) => toast.text);

function open(kind: "post" | "topic" = "post") {
  const onClose = vi.fn();
  render(<ReportDialog target={{ kind, id: "post-1" }} authorName="Alan Turing" onClose={onClose} />);
  return { onClose, user: userEvent.setup(), dialog: screen.getByRole("dialog", { name: text.title }) };
}

describe("ReportDialog", () => {
  beforeEach(() => {
    localStorage.setItem(storageKeys.token, "t");
    useToastStore.setState({ toasts: [] });
  });

  it("asks for a reason first, and for words when the reason is something else", async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, { success: true, data: { id: "r", hidden: false } }));
    const { user, dialog } = open();
    expect(within(dialog).getByText(text.intro("Alan Turing"))).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: text.submit }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(text.reasonRequired);
    await user.click(within(dialog).getByRole("radio", { name: text.reasons.other }));
    await user.click(within(dialog).getByRole("button", { name: text.submit }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(text.detailsRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the reason and details for a reply, thanks the member and closes", async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, { success: true, data: { id: "r", hidden: false } }));
    const { user, dialog, onClose } = open();
    await user.click(within(dialog).getByRole("radio", { name: text.reasons.spam }));
    await user.type(within(dialog).getByLabelText(text.detailsOptional), "  Link farm ");
    await user.click(within(dialog).getByRole("button", { name: text.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/forum/posts/post-1/report");
    expect(JSON.parse(String(init?.body))).toEqual({ reason: "spam", details: "Link farm" });
    expect(toasts()).toEqual([text.reported]);
  });

  it("reports a topic on the topic's address", async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, { success: true, data: { id: "r", hidden: false } }));
    const { user, dialog, onClose } = open("topic");
    await user.click(within(dialog).getByRole("radio", { name: text.reasons["off-topic"] }));
    await user.click(within(dialog).getByRole("button", { name: text.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe("/api/forum/topics/post-1/report");
  });

  it("shows the server's words when the report is refused, and stays open", async () => {
    mockFetch(() => jsonResponse(409, { success: false, error: reportMessages.alreadyReported }));
    const { user, dialog, onClose } = open();
    await user.click(within(dialog).getByRole("radio", { name: text.reasons.abuse }));
    await user.click(within(dialog).getByRole("button", { name: text.submit }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(reportMessages.alreadyReported);
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("button", { name: text.submit })).toBeEnabled();
  });

  it("closes on Cancel and on Escape without sending anything", async () => {
    const fetchMock = mockFetch(() => jsonResponse(500, {}));
    const { user, dialog, onClose } = open();
    await user.click(within(dialog).getByRole("button", { name: text.cancel }));
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
