/**
 * The weather check before every shoot (issue 32, product §4 'Weather check'): the admin's
 * badge, the owner's limits in Indstillinger, and the mails to the customer and the owner
 * when the forecast passes the limits. DMI's data are under CC BY 4.0: every place that
 * shows a forecast names DMI.
 */
export const weatherTexts = {
  // The admin's badge on an upcoming booking
  badgeOk: 'Vejr: OK',
  badgeTooWindy: 'Vejr: for meget vind ({wind} m/s)',
  badgeRain: 'Vejr: regn ({precipitation} mm i timen)',
  badgeUnavailable: 'Vejrudsigt ikke tilgængelig',
  badgeDetails: 'Middelvind {wind} m/s, vindstød {gust} m/s, nedbør {precipitation} mm i timen',
  attribution: 'Vejrdata: DMI (CC BY 4.0)',
  // Indstillinger
  limitsHeading: 'Vejrtjek før optagelser',
  limitsIntro:
    'Fra 48 timer før hver optagelse, der skal flyves, læses DMI’s vejrudsigt for adressen hver time – uanset hvordan kunden betaler. Viser den mere vind, kraftigere vindstød eller mere regn end grænserne her, får du og kunden én mail med et link til at flytte optagelsen gratis.',
  maxWind: 'Højeste middelvind (m/s)',
  maxGust: 'Højeste vindstød (m/s)',
  maxRain: 'Højeste nedbør (mm i timen)',
  windInvalid: 'Vinden skal være et helt antal m/s mellem 1 og 40',
  gustInvalid: 'Vindstødene skal være et helt antal m/s mellem 1 og 50',
  rainInvalid: 'Nedbøren skal være et tal mellem 0 og 20 mm i timen',
  // The customer's booking, past the cut-off with a bad forecast
  moveOpen:
    'Vejrudsigten ser dårlig ud for din optagelse. Du kan stadig flytte den gratis, selv om fristen er passeret; den kan ikke længere aflyses.',
  // The mails
  customerSubject: 'Vejret kan forhindre din optagelse {when}',
  customerIntro:
    'DMI’s vejrudsigt for din optagelse ({product} {when}, {address}) ser ikke god ud for en droneflyvning:',
  forecastWind: 'Middelvind op til {wind} m/s (vores grænse er {limit} m/s)',
  forecastGust: 'Vindstød op til {gust} m/s (vores grænse er {limit} m/s)',
  forecastRain: 'Nedbør op til {precipitation} mm i timen (vores grænse er {limit} mm)',
  customerRule: 'Dårligt vejr: {rule}',
  customerMove:
    'Du kan flytte optagelsen gratis til en anden dag med linket herunder. Vil du hellere vente og se, gør du ingenting: piloten kontakter dig, hvis det ikke kan lade sig gøre at flyve.',
  moveLink: 'Flyt din booking gratis',
  ownerSubject: 'Vejrvarsel: {product} {when}',
  ownerIntro:
    'DMI’s vejrudsigt for optagelsen {when} passer ikke til dine grænser. Kunden har fået en mail med linket til at flytte bookingen gratis.',
  ownerTime: 'Tidspunkt',
  /** The owner's way on (decision 0039): ask the day's customers to choose a new time. */
  ownerReschedule:
    'Kan dagen ikke flyves, så bed dagens kunder om at vælge en ny tid: åbn dagen i Bookinger og vælg “Bed om ny tid for dagen”.',
  ownerRescheduleLink: 'Åbn dagen: Bed om ny tid',
  forecastHours: 'Udsigten gælder optagelsens timer: {from}–{to}.',
} as const;
