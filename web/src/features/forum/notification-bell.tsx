import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router-dom";
import type { ForumNotification } from "../../../../api/contract/forum-events.ts";
import { RelativeTime } from "../../components/local-time.tsx";
import { MarkdownPreview } from "../../components/markdown-preview.tsx";
import { copy } from "../../copy.ts";
import { paths } from "../../lib/paths.ts";
import { useSocketEvent } from "../../lib/use-socket-event.ts";
import { fetchNotifications, markNotificationsRead } from "./forum-api.ts";
import "./notification-bell.css";

const text = copy.forum.notifications;
const kept = 20;

function BellIcon() {
  return (
    <svg className="bell-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

const newestFirst = (list: ForumNotification[]) =>
  [...new Map(list.map((n) => [n.id, n])).values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, kept);

/**
 * The signed-in user's mentions: the stored ones on load (what arrived while away), then each one pushed to their
 * room, newest first. Opening the list tells the server the unread ones shown are read. When the server cannot be
 * reached the bell still counts what is pushed; it never shows an error of its own over the page.
 */
export function NotificationBell() {
  const [notifications, setNotifications] = useState<ForumNotification[]>([]);
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const shownUnread = useRef<string[]>([]);

  useEffect(() => {
    let current = true;
    fetchNotifications().then((inbox) => {
      if (!current) return;
      // Pushes that came first are either in the inbox already or newer than it; the server's count covers both.
      setNotifications((pushed) => newestFirst([...pushed, ...inbox.notifications]));
      setUnread(inbox.unread);
    }, () => {});
    return () => {
      current = false;
    };
  }, []);

  useSocketEvent("notification", (notification) => {
    setNotifications((old) => newestFirst([notification, ...old]));
    setUnread((count) => count + 1);
  });

  // Opening marks the unread ones shown as read on the server at once; they keep their "new" mark until closed.
  // What arrives while the list is open stays unread until the next opening.
  useEffect(() => {
    if (open) {
      const shown = notifications.filter((n) => !n.read).map((n) => n.id);
      shownUnread.current = shown;
      setUnread((count) => Math.max(0, count - shown.length));
      if (shown.length > 0) markNotificationsRead(shown).then(setUnread, () => {});
    } else if (shownUnread.current.length > 0) {
      const seen = new Set(shownUnread.current);
      shownUnread.current = [];
      setNotifications((list) => list.map((n) => seen.has(n.id) ? { ...n, read: true } : n));
    }
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="notification-bell" onKeyDown={closeOnEscape}>
      <button
        ref={button}
        type="button"
        className="bell-button"
        aria-label={text.label(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {unread > 0 && <span className="bell-count" aria-hidden="true">{unread}</span>}
      </button>
      <div id={panelId} className="bell-panel" hidden={!open}>
        <h2>{text.heading}</h2>
        {notifications.length === 0 ? <p>{text.empty}</p> : (
          <ul>
            {notifications.map((notification) => (
              <li key={notification.id} className={notification.read ? undefined : "unread"}>
                <Link
                  to={paths.topic(notification.topicId)}
                  onClick={() =>
                    setOpen(false)}
                >
                  <strong>
                    {text.mention(notification.fromUser.name)}
                    {!notification.read && <em className="bell-new">{text.unreadMark}</em>}
                  </strong>
                  <span>
                    <MarkdownPreview markdown={notification.excerpt} />
                  </span>
                  <RelativeTime iso={notification.createdAt} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
