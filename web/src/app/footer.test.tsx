import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { copy } from "../copy.ts";
import { jsonResponse, mockFetch, renderPage } from "../test-utils.tsx";
import { Footer } from "./footer.tsx";

const renderFooter = () => renderPage("/", <Footer />);

describe("Footer", () => {
  it("links to the social pages the server's settings name, by their names, and to no other", async () => {
    const fetched = mockFetch((url) => {
      expect(url).toBe("/api/site");
      return jsonResponse(200, {
        success: true,
        data: { socialLinks: [{ network: "github", href: "https://github.com/sheetsmith" }] },
      });
    });
    renderFooter();

    const list = await screen.findByRole("list", { name: copy.footer.socialLabel });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [copy.footer.socialNetworks.github, "https://github.com/sheetsmith"],
    ]);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["none is set", () => jsonResponse(200, { success: true, data: { socialLinks: [] } })],
    ["the server fails", () => jsonResponse(503, { success: false, error: "down" })],
    ["the server cannot be reached", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("shows no social list when %s", async (_, answer) => {
    const fetched = mockFetch(answer);
    renderFooter();
    await vi.waitFor(() => expect(fetched).toHaveBeenCalled());
    expect(screen.queryByRole("list", { name: copy.footer.socialLabel })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: copy.footer.health })).toHaveAttribute("href", "/api/health");
  });
});
