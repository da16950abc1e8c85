import { type KeyboardEvent, type Ref, type TextareaHTMLAttributes, useEffect, useId, useState } from "react";
import type { UserSearchResult } from "../../../../api/contract/forum.ts";
import { copy } from "../../copy.ts";
import { searchUsers } from "./forum-api.ts";
import { applyMention, mentionTerm } from "./mentions.ts";

interface MentionTextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "onChange" | "value"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled textarea that offers @mentions: the term after the last @ is searched as it changes, and the
 * suggestions form a listbox the arrow keys walk through while the textarea keeps focus. It stays a plain textbox
 * (aria-autocomplete, aria-activedescendant): a textarea may not take the combobox role. Ctrl/⌘+Enter is left to
 * the form, which submits.
 */
export function MentionTextarea({ label, value, onChange, hint, ...textareaProps }: MentionTextareaProps) {
  const id = useId();
  const listId = `${id}-mentions`;
  const hintId = `${id}-hint`;
  const [suggestions, setSuggestions] = useState<UserSearchResult[]>([]);
  const [active, setActive] = useState(0);
  const term = mentionTerm(value);

  useEffect(() => {
    if (term === null) {
      setSuggestions([]);
      return;
    }
    let current = true;
    searchUsers(term).then(
      (found) => {
        if (!current) return;
        setSuggestions(found);
        setActive(0);
      },
      // Suggestions are a convenience: a failed search just offers none.
      () => current && setSuggestions([]),
    );
    return () => {
      current = false;
    };
  }, [term]);

  const open = term !== null && suggestions.length > 0;

  const pick = (user: UserSearchResult) => {
    onChange(applyMention(value, user.name));
    setSuggestions([]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if ((event.key === "Enter" && !event.ctrlKey && !event.metaKey) || event.key === "Tab") {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setSuggestions([]);
    }
  };

  return (
    <div className="field mention-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        {...textareaProps}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-autocomplete="list"
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        aria-describedby={hint ? hintId : undefined}
      />
      {hint && <p id={hintId} className="field-hint">{hint}</p>}
      <ul id={listId} role="listbox" aria-label={copy.forum.mentions.label} className="mention-list" hidden={!open}>
        {open && suggestions.map((user, index) => (
          <li
            key={user.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the textarea must not lose focus before the pick lands.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(user);
            }}
          >
            @{user.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
