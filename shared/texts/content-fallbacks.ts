/**
 * The site-content fallbacks the server itself uses (mails, receipts, reminders), in a module
 * of their own: the content catalogue (shared/content/catalog.ts) takes these entries from
 * here, and a Lambda that needs one of them does not carry the whole catalogue
 * (docs/decisions/0022).
 */
export const serverContentFallbacks = {
  'site-name': 'Dronefoto',
  'update-password-title': 'Vælg ny adgangskode',
  'contact-faq-weather-answer':
    'Hvis vejret ikke tillader flyvning, flytter vi optagelsen gratis til en ny dato.',
} as const;

export type ServerContentKey = keyof typeof serverContentFallbacks;

/** The Danish fallback of one of these keys (as `contentFallback` of the catalogue). */
export const serverContentFallback = (key: ServerContentKey): string => serverContentFallbacks[key];
