import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormulaExplanation } from "../../../../api/contract/explainer.ts";
import { excelVersions, formulaErrors } from "../../../../api/contract/formula-choices.ts";
import { explainerMessages } from "../../../../api/contract/explainer-messages.ts";
import { copy } from "../../copy.ts";
import { deferred, jsonResponse, makeUser, mockFetch, renderPage } from "../../test-utils.tsx";
import { useAuthStore } from "../auth/auth-store.ts";
import { FormulaExplainerPage } from "./formula-explainer-page.tsx";

const text = copy.explainer;
const formula = "=VLOOKUP(F2,A2:C100,3,FALSE)";

function makeExplanation(overrides: Partial<FormulaExplanation> = {}): FormulaExplanation {
  return {
    platform: "excel",
    excelVersion: "365",
    separators: "comma",
    formula,
    reading: "The value in column 3 of A2:C100 on the row whose first cell is exactly F2.",
    explanation: ["VLOOKUP finds F2 in the first column of A2:C100 and returns the third column of that row."],
    parts: {
      text: formula,
      does: "Looks F2 up in A2:C100 and returns column 3.",
      parts: [
        { text: "F2", does: "The value to find.", parts: [] },
        {
          text: "A2:C100",
          does: "The table searched; its first column holds the keys.",
          parts: [{ text: "A2", does: "The table's top-left cell.", parts: [] }],
        },
      ],
    },
    steps: ["Read F2.", "Find it in A2:A100.", "Return the value from column C of that row."],
    functions: [{
      name: "VLOOKUP",
      summary: "Looks a value up in a table's first column.",
      platforms: ["excel", "sheets"],
      excel: "2016",
    }],
    issues: [{ kind: "range-size", message: "Rows added below row 100 are not searched.", fix: "Use A:C or a table." }],
    translations: {
      excel: { platform: "excel", formula, notes: [] },
      sheets: { platform: "sheets", formula: "=VLOOKUP(F2,A2:C100,3,FALSE)", notes: ["Works the same in Sheets."] },
    },
    errorCauses: [{ cause: "F2 is not in A2:A100.", check: "Look for F2's value in column A." }],
    ...overrides,
  };
}

function answerWith(respond: (body: Record<string, unknown>) => Response | Promise<Response>) {
  return mockFetch((url, init) => {
    if (url !== "/api/explain-formula") throw new Error(`unexpected call ${url}`);
    return respond(JSON.parse(String(init.body)));
  });
}

const succeed = (overrides: Partial<FormulaExplanation> = {}) => () =>
  jsonResponse(200, { success: true, data: makeExplanation(overrides) });

const formulaBox = () => screen.getByRole("textbox", { name: text.formulaLabel });
const explainButton = () => screen.getByRole("button", { name: text.submit });
const section = (name: string) => screen.findByRole("region", { name });

async function explain(user: ReturnType<typeof renderPage>["user"], written = formula) {
  await user.type(formulaBox(), written.replace(/[{[]/g, (bracket) => bracket + bracket));
  await user.click(explainButton());
}

describe("FormulaExplainerPage", () => {
  afterEach(() => useAuthStore.setState({ status: "none", token: null, user: null }));

  it("offers the contract's versions and errors, and no version once the platform is Sheets", async () => {
    answerWith(succeed());
    const { user } = renderPage("/formula-explainer", <FormulaExplainerPage />);

    const version = screen.getByRole("combobox", { name: text.versionLabel });
    expect(version).toHaveValue("365");
    expect(within(version).getAllByRole("option").map((option) => option.textContent)).toEqual([...excelVersions]);
    const error = screen.getByRole("combobox", { name: text.errorLabel });
    expect(within(error).getAllByRole("option").map((option) => option.textContent)).toEqual([
      text.noError,
      ...formulaErrors,
    ]);
    expect(explainButton()).toBeDisabled();

    await user.click(screen.getByRole("button", { name: copy.generators.platforms.sheets }));
    expect(screen.queryByRole("combobox", { name: text.versionLabel })).not.toBeInTheDocument();
  });

  it("sends the formula with its platform, version and error, says it is busy, then lays out the answer", async () => {
    const answer = deferred<Response>();
    const fetchMock = answerWith(() => answer.promise);
    const { user } = renderPage("/formula-explainer", <FormulaExplainerPage />);
    await user.selectOptions(screen.getByRole("combobox", { name: text.versionLabel }), "2019");
    await user.selectOptions(screen.getByRole("combobox", { name: text.errorLabel }), "#N/A");

    await explain(user, `  ${formula}  `);

    expect(screen.getByRole("button", { name: text.explaining })).toBeDisabled();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      formula,
      platform: "excel",
      excelVersion: "2019",
      error: "#N/A",
    });
    answer.resolve(succeed()());

    const reading = await section(text.readingHeading);
    expect(reading).toHaveTextContent(makeExplanation().reading);
    expect(reading).toHaveTextContent(makeExplanation().explanation[0]);
    const causes = await section(`${text.errorHeading} #N/A`);
    expect(within(causes).getByRole("listitem")).toHaveTextContent(`F2 is not in A2:A100.${text.check} Look for`);
    const steps = within(await section(text.stepsHeading)).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual(makeExplanation().steps);
    const functions = await section(text.functionsHeading);
    expect(functions).toHaveTextContent("VLOOKUP");
    expect(functions).toHaveTextContent(text.excelSince("2016"));
    expect(functions).toHaveTextContent(copy.generators.platforms.sheets);
    const issues = await section(text.issuesHeading);
    expect(issues).toHaveTextContent(`Rows added below row 100 are not searched.${text.fix} Use A:C or a table.`);
    expect(explainButton()).toBeEnabled();
  });

  it("says nothing should break a formula without issues, and shows no causes when no error was asked about", async () => {
    answerWith(succeed({ issues: [], errorCauses: undefined }));
    const { user } = renderPage("/formula-explainer", <FormulaExplainerPage />);

    await explain(user);

    expect(await section(text.issuesHeading)).toHaveTextContent(text.noIssues);
    expect(screen.queryByRole("region", { name: new RegExp(text.errorHeading) })).not.toBeInTheDocument();
  });

  it("lists a cause found in the formula under what could break it, with the error it shows", async () => {
    const found = {
      kind: "out-of-range" as const,
      message: "VLOOKUP asks for column 3 of B2:C10, which has 2 columns.",
      fix: "Use a column number from 1 to 2, or widen the table.",
      gives: "#REF!" as const,
    };
    answerWith(succeed({ issues: [found], errorCauses: [{ cause: found.message, check: found.fix }] }));
    const { user } = renderPage("/formula-explainer", <FormulaExplainerPage />);
    await user.selectOptions(screen.getByRole("combobox", { name: text.errorLabel }), "#REF!");

    await explain(user);

    const issues = await section(text.issuesHeading);
    expect(issues).toHaveTextContent(`${found.message}${text.showsLabel} #REF!${text.fix} ${found.fix}`);
    expect(issues).not.toHaveTextContent(text.noIssues);
    expect(within(await section(`${text.errorHeading} #REF!`)).getByRole("listitem")).toHaveTextContent(found.message);
  });

  it("answers a formula that cannot be read with what is wrong and where, and no empty cards", async () => {
    const unread = '=IF(A1>0,SUM(B1:B3),"x"';
    const issue = {
      kind: "syntax" as const,
      message: "1 opening parenthesis has no partner: the first is the ( after IF at character 4.",
      fix: 'Add 1 ")" where the arguments of IF end, usually at the end of the formula.',
      at: 3,
    };
    const none = { formula: null, notes: ["The formula has to be fixed before it can be translated."] };
    answerWith(succeed({
      formula: unread,
      reading: "The formula could not be read.",
      explanation: [],
      parts: null,
      steps: [],
      functions: [],
      issues: [issue],
      translations: { excel: { platform: "excel", ...none }, sheets: { platform: "sheets", ...none } },
      errorCauses: undefined,
    }));
    const { user } = renderPage("/formula-explainer", <FormulaExplainerPage />);

    await explain(user, unread);

    const state = await section(text.unreadableHeading);
    expect(state).toHaveTextContent(`${issue.message}${text.fix} ${issue.fix}`);
    const marked = within(state).getByRole("figure", { name: text.unreadableSpot });
    expect(marked).toHaveTextContent(unread);
    expect(marked.querySelector("mark")).toHaveTextContent("(");
    expect(marked.querySelector("mark")?.previousSibling?.textContent).toBe("=IF");
    for (const heading of [text.readingHeading, text.stepsHeading, text.issuesHeading, text.translationsHeading]) {
      expect(screen.queryByRole("region", { name: heading })).not.toBeInTheDocument();
    }
  });

  it("shows the whole formula's parts and keeps each part folded until it is opened", async () => {
    answerWith(succeed());
    const { user } = renderPage("/formula-explainer", <FormulaExplainerPage />);
    await explain(user);
    const tree = await section(text.partsHeading);

    const [root, table] = tree.querySelectorAll("details");
    expect(root).toHaveAttribute("open");
    expect(within(tree).getByText("The value to find.")).toBeVisible();
    expect(table).not.toHaveAttribute("open");
    expect(within(tree).getByText("The table's top-left cell.")).not.toBeVisible();

    await user.click(within(tree).getByText("The table searched; its first column holds the keys."));

    expect(table).toHaveAttribute("open");
    expect(within(tree).getByText("The table's top-left cell.")).toBeVisible();
    expect(within(table).getByText("A2", { selector: "code" })).toBeInTheDocument();
  });

  it("copies a translation and says so; a program without one says there is no equivalent, with the notes", async () => {
    answerWith(succeed({
      translations: {
        excel: { platform: "excel", formula: null, notes: ["Excel has no IMPORTRANGE."] },
        sheets: { platform: "sheets", formula: '=IMPORTRANGE("abc","A1:B2")', notes: [] },
      },
    }));
    const { user } = renderPage("/formula-explainer", <FormulaExplainerPage />);
    // After the render: user-event puts its own clipboard in place when it is set up.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await explain(user);
    const translations = await section(text.translationsHeading);

    await user.click(
      within(translations).getByRole("button", { name: text.copyTranslation(copy.generators.platforms.sheets) }),
    );

    expect(writeText).toHaveBeenCalledWith('=IMPORTRANGE("abc","A1:B2")');
    expect(await within(translations).findByText(text.copied)).toBeInTheDocument();
    expect(translations).toHaveTextContent(`${text.noEquivalent}Excel has no IMPORTRANGE.`);
    expect(within(translations).getAllByRole("button")).toHaveLength(1);
  });

  it("shows the server's refusal in an alert, and the page's own words when it gave none", async () => {
    let calls = 0;
    answerWith(() =>
      ++calls === 1
        ? jsonResponse(400, { success: false, error: explainerMessages.formulaTooLong })
        : new Response("Bad gateway", { status: 502 })
    );
    const { user } = renderPage("/formula-explainer", <FormulaExplainerPage />);

    await explain(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(explainerMessages.formulaTooLong);
    expect(screen.queryByRole("region", { name: text.readingHeading })).not.toBeInTheDocument();

    await user.click(explainButton());
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(text.failed));
  });

  it("explains at once a formula given in the address, on the platform it names", async () => {
    const fetchMock = answerWith(succeed({ platform: "sheets" }));
    renderPage("/formula-explainer", <FormulaExplainerPage />, {
      initialEntry: `/formula-explainer?${new URLSearchParams({ formula, platform: "sheets" })}`,
    });

    expect(formulaBox()).toHaveValue(formula);
    expect(screen.getByRole("button", { name: copy.generators.platforms.sheets })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await section(text.readingHeading);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ formula, platform: "sheets" });
  });

  it("starts on the member's own platform and explains nothing until asked, without a formula in the address", () => {
    useAuthStore.setState({ status: "authenticated", token: "t", user: makeUser({ defaultPlatform: "sheets" }) });
    const fetchMock = answerWith(succeed());
    renderPage("/formula-explainer", <FormulaExplainerPage />, { initialEntry: "/formula-explainer?platform=excel" });

    expect(screen.getByRole("button", { name: copy.generators.platforms.excel })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("starts on the member's own Excel version, and sends it", async () => {
    useAuthStore.setState({ status: "authenticated", token: "t", user: makeUser({ excelVersion: "2016" }) });
    const fetchMock = answerWith(succeed());
    const { user } = renderPage("/formula-explainer", <FormulaExplainerPage />);
    expect(screen.getByRole("combobox", { name: text.versionLabel })).toHaveValue("2016");
    await user.type(formulaBox(), "=SUM(A1:A3)");
    await user.keyboard("{Control>}{Enter}{/Control}");
    await section(text.readingHeading);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toMatchObject({ excelVersion: "2016" });
  });

  it("explains on Ctrl+Enter from the formula box", async () => {
    const fetchMock = answerWith(succeed());
    const { user } = renderPage("/formula-explainer", <FormulaExplainerPage />);
    await user.type(formulaBox(), "=SUM(A1:A3)");

    await user.keyboard("{Control>}{Enter}{/Control}");

    await section(text.readingHeading);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
