/**
 * The words the site's texts are filled with from the business's own data (issue 40): where
 * it flies (the active zones), when it delivers (Indstillinger), who sells (the business's
 * details) and when it is open (the weekly booking hours). The editable texts of
 * `shared/content/catalog.ts` name them as placeholders ({area}, {delivery}, {seller}, …).
 */
export const siteFactTexts = {
  /** Where we fly: 'i Aarhus og København'. */
  area: 'i {zones}',
  /** Before any zone is active. */
  noZones: 'Danmark',
  workingDays: { one: '{count} hverdag', other: '{count} hverdage' },
  /** The seller in the terms: name, address and CVR as on the receipts. */
  seller: '{name}, {address}, CVR-nr. {cvr}',
  /** `{email}` before the owner has set the business's e-mail: 'skriv til os på e-mail'. */
  noEmail: 'e-mail',
  /** The footer's copyright line. */
  copyright: '© {year} {name}',
  copyrightCvr: '© {year} {name} · CVR-nr. {cvr}',
  /** One line of the opening hours: 'Mandag–fredag: 8.00–17.00'. */
  hoursLine: '{days}: {hours}',
  dayRange: '{first}–{last}',
  timeRange: '{start}–{end}',
  closed: 'Lukket',
} as const;
