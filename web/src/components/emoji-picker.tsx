import { useState } from "react";
import { copy } from "../copy.ts";
import { useRovingFocus } from "../lib/use-roving-focus.ts";
import "./emoji-picker.css";

/** The spec's emoji set: twelve, a fixed row anyone can reach by keyboard. */
export const emojis = ["😀", "😂", "😊", "😍", "🤔", "😎", "👍", "👏", "🙏", "🎉", "🔥", "💡"] as const;

interface EmojiPickerProps {
  onPick: (emoji: string) => void;
  disabled?: boolean;
}

/**
 * An ARIA toolbar: one tab stop for the twelve buttons (the last one used), the arrows, Home and End move between
 * them, Enter or Space inserts, as a click does.
 */
export function EmojiPicker({ onPick, disabled }: EmojiPickerProps) {
  const [current, setCurrent] = useState<string>(emojis[0]);
  const { ref, move } = useRovingFocus<string>();
  return (
    <div className="emoji-picker" role="toolbar" aria-label={copy.forum.emoji.label}>
      {emojis.map((emoji) => (
        <button
          key={emoji}
          ref={ref(emoji)}
          type="button"
          className="emoji-button"
          aria-label={copy.forum.emoji.insert(emoji)}
          tabIndex={emoji === current ? 0 : -1}
          disabled={disabled}
          onFocus={() => setCurrent(emoji)}
          onKeyDown={(event) => move(event, emojis, emoji, setCurrent)}
          onClick={() => onPick(emoji)}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
