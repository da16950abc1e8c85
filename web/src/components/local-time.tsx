import { formatDate, formatDateTime, formatRelative } from "../lib/format-time.ts";
import { useNow } from "../lib/use-now.ts";

interface LocalTimeProps {
  /** An ISO date-time from the server. */
  iso: string;
}

/** A date in the reader's locale; hovering shows the full date and time. */
export function LocalDate({ iso }: LocalTimeProps) {
  return <time dateTime={iso} title={formatDateTime(iso)}>{formatDate(iso)}</time>;
}

/** How long ago ("3 minutes ago", kept current while the page is open); hovering shows the full date and time. */
export function RelativeTime({ iso }: LocalTimeProps) {
  const now = useNow();
  return <time dateTime={iso} title={formatDateTime(iso)}>{formatRelative(iso, now)}</time>;
}
