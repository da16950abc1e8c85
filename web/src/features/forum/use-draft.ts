import { useCallback, useEffect, useState } from "react";
import { type DraftFields, readDraft, removeDraft, saveDraft } from "./forum-drafts.ts";

interface Held<Fields> {
  key: string;
  fields: Fields;
  /** The fields came from an earlier visit, so the form says so (and offers to discard them). */
  restored: boolean;
}

function load<Fields extends DraftFields>(key: string, empty: Fields): Held<Fields> {
  const kept = readDraft(key);
  return { key, fields: kept ? { ...empty, ...kept } : empty, restored: kept !== null };
}

/**
 * A form's fields, kept in the browser under `key` as they are typed, so a reload, a sign-out or a session the
 * server ended loses nothing; `clear` forgets them once posted (or discarded).
 */
export function useDraft<Fields extends DraftFields>(key: string, empty: Fields) {
  const [held, setHeld] = useState(() => load(key, empty));
  // Another topic or member on the same mounted form: show that one's draft, never carry this one over.
  let current = held;
  if (held.key !== key) {
    current = load(key, empty);
    setHeld(current);
  }

  useEffect(() => saveDraft(held.key, held.fields), [held]);

  const change = useCallback((changes: Partial<Fields> | ((old: Fields) => Partial<Fields>)) => {
    setHeld((old) => ({
      ...old,
      fields: { ...old.fields, ...(typeof changes === "function" ? changes(old.fields) : changes) },
    }));
  }, []);

  const clear = useCallback(() => {
    // Removed at once: a posted new topic navigates away before an effect of this form would run again.
    removeDraft(current.key);
    setHeld({ key: current.key, fields: empty, restored: false });
  }, [current.key, empty]);

  return { fields: current.fields, restored: current.restored, change, clear };
}
