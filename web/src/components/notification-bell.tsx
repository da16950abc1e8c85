import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router-dom";
import type { ForumNotification } from "../../../api/contract/forum-events.ts";
import { copy } from "../copy.ts";
import { paths } from "../lib/paths.ts";
import { useSocketEvent } from "../lib/use-socket-event.ts";
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

/**
 * Mentions pushed to the signed-in user's room, newest first. Opening the list marks them read; they live for
 * this page view only, as the server keeps no notification inbox the client could fetch.
 */
export function NotificationBell() {
  const [notifications, setNotifications] = useState<ForumNotification[]>([]);
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useSocketEvent("notification", (notification) => {
    setNotifications((old) => [notification, ...old.filter((n) => n.id !== notification.id)].slice(0, kept));
    setUnread((count) => count + 1);
  });

  useEffect(() => {
    if (open) setUnread(0);
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
              <li key={notification.id}>
                <Link to={paths.topic(notification.topicId)} onClick={() => setOpen(false)}>
                  <strong>{text.mention(notification.fromUser.name)}</strong>
                  <span>{notification.excerpt}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
