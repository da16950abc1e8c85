/** Dates are shown in the reader's own locale and time zone; a missing or broken date shows as nothing. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleDateString();
}
