import { storageKeys } from "../../lib/storage-keys.ts";

/** A form's fields by name: a reply's content, or a new topic's title, content and category. */
export type DraftFields = Record<string, string>;

interface KeptDraft {
  savedAt: number;
  fields: DraftFields;
}

type KeptDrafts = Record<string, KeptDraft>;

/**
 * How much one browser keeps: a shared computer collects drafts of several members, and a draft nobody came back to
 * for a month is not coming back.
 */
export const draftLimits = { count: 20, days: 30 } as const;

const dayMs = 24 * 60 * 60 * 1000;

/** Every key names the member first, so one member's page never reads another's draft. */
export const draftKeys = {
  reply: (memberId: string, topicId: string) => `${memberId}/reply/${topicId}`,
  newTopic: (memberId: string) => `${memberId}/new-topic`,
};

function fresh(drafts: KeptDrafts, now: number): KeptDrafts {
  const newest = Object.entries(drafts)
    .filter(([, draft]) => now - draft.savedAt <= draftLimits.days * dayMs)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, draftLimits.count);
  return Object.fromEntries(newest);
}

function readAll(): KeptDrafts {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKeys.forumDrafts) ?? "{}");
    return parsed && typeof parsed === "object" ? fresh(parsed as KeptDrafts, Date.now()) : {};
  } catch {
    return {};
  }
}

function writeAll(drafts: KeptDrafts): void {
  try {
    if (Object.keys(drafts).length === 0) localStorage.removeItem(storageKeys.forumDrafts);
    else localStorage.setItem(storageKeys.forumDrafts, JSON.stringify(drafts));
  } catch {
    // Storage switched off or full: the form still works, its draft just does not outlive the page.
  }
}

const blank = (fields: DraftFields) => Object.values(fields).every((value) => value.trim() === "");

const same = (a: DraftFields, b: DraftFields) => Object.keys({ ...a, ...b }).every((name) => a[name] === b[name]);

/** The draft kept under `key`, unless it is older than the limits keep. */
export function readDraft(key: string): DraftFields | null {
  return readAll()[key]?.fields ?? null;
}

/** Keeps the fields as they are now; a form emptied by hand keeps nothing. Age counts from the last change. */
export function saveDraft(key: string, fields: DraftFields): void {
  const drafts = readAll();
  if (blank(fields)) {
    if (!(key in drafts)) return;
    delete drafts[key];
  } else {
    if (drafts[key] && same(drafts[key].fields, fields)) return;
    drafts[key] = { savedAt: Date.now(), fields };
  }
  writeAll(fresh(drafts, Date.now()));
}

/** Forgets the draft, as once it is posted. */
export function removeDraft(key: string): void {
  const drafts = readAll();
  if (!(key in drafts)) return;
  delete drafts[key];
  writeAll(drafts);
}
