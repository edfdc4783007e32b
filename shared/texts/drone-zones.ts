/**
 * Texts of drone zones (product §4 'Drone zones'): the notice at booking, the refusal of a
 * time inside the permit lead time, the admin's zones (Adressezoner) and the permit on the
 * admin's booking card.
 */
import { settingsTexts } from './business-settings';

export const droneZoneTexts = {
  // The booking page's notice
  noticeHeading: 'Adressen ligger i en dronezone',
  noticeAirfield:
    'Adressen ligger {km} fra {name}. Inden for {limit} km af denne flyveplads kræver droneflyvning tilladelse fra Trafikstyrelsen.',
  noticeOwnerCircle: 'Adressen ligger i zonen »{name}«, {km} fra dens midtpunkt.',
  noticeOwnerArea: 'Adressen ligger i zonen »{name}«.',
  noticePermit:
    'En tilladelse tager tid at få, så vi tilbyder kun tider, der ligger mindst {days} dage ude. Vi søger tilladelsen, når du har booket.',
  noticeGuidance:
    'Oplysningen er vejledende. Det officielle dronekort har det sidste ord om, hvor der må flyves:',
  officialMapLink: 'Se det officielle dronekort (Droneluftrum)',
  airfieldSource: 'Flyvepladsdata: OurAirports (frie data uden ophavsret).',
  // After booking: the permit the shoot depends on (payment page, thank-you page, mail, profile)
  permitNeeded:
    'Optagelsen kræver en tilladelse fra Trafikstyrelsen, fordi adressen ligger i dronezonen »{zone}«. Vi søger tilladelsen og giver dig besked, hvis der er problemer.',
  permitRefusedRule:
    'Får vi ikke tilladelsen, flytter vi optagelsen til en anden dag sammen med dig eller aflyser den, og du får hele beløbet tilbage.',
  permitInHand: 'Tilladelsen fra Trafikstyrelsen til dronezonen »{zone}« er på plads.',
  /** The owner's notice of a new booking in a permit zone. */
  permitToApply:
    'Adressen ligger i dronezonen »{zone}«. Søg tilladelsen hos Trafikstyrelsen, og sæt flueben ved »Tilladelse modtaget« på bookingen, når den er på plads.',
  /** The owner's card: the permit still to get. */
  permitMissing: 'Mangler tilladelse fra Trafikstyrelsen',
  /** The move dialog: why the first days cannot be chosen. */
  moveLeadNote:
    'Adressen ligger i dronezonen »{zone}«, hvor flyvning kræver tilladelse fra Trafikstyrelsen. Derfor kan der først vælges tider {days} dage ude.',
  // Refusing a time inside the lead time
  permitLeadRefused:
    'Adressen ligger i en dronezone ({name}), hvor flyvning kræver tilladelse fra Trafikstyrelsen. Vælg en tid mindst {days} dage ude.',
  // Admin: the owner's zones
  heading: 'Dronezoner',
  intro:
    'Egne zoner, hvor droneflyvning kræver tilladelse eller særlige hensyn. Flyvepladserne er indbygget. En zone gælder med det samme for nye bookinger.',
  empty: 'Ingen egne dronezoner endnu.',
  name: 'Navn',
  permitRequired: 'Kræver tilladelse fra Trafikstyrelsen',
  kindCircle: 'Cirkel om en adresse',
  kindArea: 'Område fra en GeoJSON-fil',
  kind: 'Form',
  centerAddress: 'Midtpunktets adresse',
  centerHint: 'En adresse eller en position som bredde, længde (fx 55.6179, 12.6560).',
  radius: 'Radius (km)',
  file: 'GeoJSON-fil (fx hentet fra det officielle dronekort)',
  noFileChosen: 'Ingen fil valgt',
  add: 'Tilføj dronezone',
  adding: 'Gemmer …',
  added: 'Dronezonen er gemt',
  remove: 'Slet',
  removed: 'Dronezonen er slettet',
  removeFailed: 'Dronezonen kunne ikke slettes. Prøv igen.',
  permitYes: 'Kræver tilladelse',
  permitNo: 'Kun til orientering',
  circleFact: '{km} km om {address}',
  areaFact: 'Område med {count} punkter',
  fileRequired: 'Vælg en GeoJSON-fil',
  fileUnreadable: 'Filen kunne ikke læses',
  // Validation (400)
  nameRequired: 'Giv zonen et navn',
  nameTooLong: settingsTexts.nameTooLong,
  radiusInvalid: 'Radius skal være mellem 0,1 og 50 km',
  centreRequired: 'Skriv midtpunktets adresse',
  centreNotFound: 'Vi kunne ikke finde midtpunktets adresse. Skriv gade, nummer og postnummer.',
  geoJsonNotJson: 'Filen er ikke gyldig GeoJSON',
  geoJsonTooLarge: 'Filen er for stor (højst 1 MB)',
  geoJsonNoPolygon: 'Filen indeholder intet område. Gem området som en flade (Polygon) i GeoJSON.',
  geoJsonBadCoordinates: 'Filen har koordinater, der ikke kan læses',
  geoJsonOutOfRange:
    'Filen har koordinater uden for jordkloden (længde -180 til 180, bredde -90 til 90)',
  geoJsonRingNotClosed: 'Et område i filen er ikke lukket (første og sidste punkt skal være ens)',
  geoJsonTooManyPoints: 'Området har for mange punkter (højst 20.000)',
  zoneNotFound: 'Dronezonen findes ikke',
  // Admin: the booking card
  zoneFact: 'Dronezone',
  permitReceived: 'Tilladelse modtaget',
  permitSaved: 'Tilladelsen er noteret',
  permitSaveFailed: 'Tilladelsen kunne ikke gemmes. Prøv igen.',
  // Indstillinger
  leadDays: 'Tid til at få tilladelse i dronezoner (dage)',
  leadDaysHelp:
    'Ligger adressen i en dronezone, tilbydes kun tider, der ligger mindst så mange dage ude.',
  leadDaysInvalid: 'Antal dage skal være et helt tal mellem 0 og 180',
} as const;
