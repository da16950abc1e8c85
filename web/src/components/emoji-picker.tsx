import { copy } from "../copy.ts";
import "./emoji-picker.css";

/** The spec's emoji set: twelve, a fixed row anyone can reach by keyboard. */
export const emojis = ["😀", "😂", "😊", "😍", "🤔", "😎", "👍", "👏", "🙏", "🎉", "🔥", "💡"] as const;

interface EmojiPickerProps {
  onPick: (emoji: string) => void;
  disabled?: boolean;
}

export function EmojiPicker({ onPick, disabled }: EmojiPickerProps) {
  return (
    <div className="emoji-picker" role="group" aria-label={copy.forum.emoji.label}>
      {emojis.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className="emoji-button"
          aria-label={copy.forum.emoji.insert(emoji)}
          disabled={disabled}
          onClick={() => onPick(emoji)}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
