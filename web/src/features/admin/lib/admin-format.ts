/** Dates in the admin panel: da-DK, Copenhagen time ("23.11.2026 14.05"). */
const dateFormat = new Intl.DateTimeFormat('da-DK', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Copenhagen',
});

export const formatAdminDate = (iso: string): string => dateFormat.format(new Date(iso));
