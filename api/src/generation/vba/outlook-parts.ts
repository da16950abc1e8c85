import { vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/**
 * Whether the request wants the e-mails sent straight away: it says "send" (or "right away", "automatically") and
 * does not ask to see them first. Otherwise each one is displayed for the user to check and send.
 */
export const sendsAtOnce = (text: string) =>
  !/\bdisplay|\bpreview\b(?! ?,? ?(?:just )?send)|\breview\b|\bdon'?t send\b|\bnot send\b|\b(?:check|see|look at) (?:them|it|each|the emails?)\b|\bpress send\b|\bsend (?:them |it )?myself\b|\bdrafts?\b/
    .test(text.replace(/\bno preview\b|\bwithout (?:a )?preview(?:ing)?\b/g, "")) &&
  /\bsend|\bright away\b|\bimmediately\b|\bautomatically\b|\bno preview\b|\bwithout (?:a )?preview/.test(text);

/** The statement that finishes a mail item: .Send or .Display, with a comment saying how to switch. */
export const finishMail = (send: boolean) =>
  send ? ["    ' Sends at once; use .Display instead to check each e-mail first", "    .Send"] : [
    "    ' Shows the e-mail so you can check it and press Send; use .Send to send without showing it",
    "    .Display",
  ];

/** Outlook, started late-bound so the macro needs no reference to the Outlook library. */
export const outlookLines = [
  "' Start Outlook (late binding: no reference to the Outlook library is needed)",
  'Set outlookApp = CreateObject("Outlook.Application")',
];

export const outlookVariables = ["outlookApp As Object", "mail As Object"];

/** The recipients the request names: addresses after "cc" go to CC, the others to To. */
export const recipients = (request: MacroRequest, cc: string[]) => ({
  to: request.emails.filter((address) => !cc.includes(address)),
  cc,
});

/** A VBA expression for a text with <name>-style placeholders filled from columns of row `r`. */
export const textWithFields = (text: string, fields: (name: string) => string | undefined): string => {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(/[<[{]([a-z][\w ]{0,30})[>\]}]/gi)) {
    const value = fields(match[1].trim());
    if (!value) continue;
    if (match.index > last) parts.push(vbaString(text.slice(last, match.index)));
    parts.push(value);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(vbaString(text.slice(last)));
  return parts.join(" & ") || '""';
};

export const outlookSteps = [
  "Outlook must be installed and set up on this computer; the macro uses the account that is signed in.",
];
