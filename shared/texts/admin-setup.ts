/** Texts of the admin's 'Kom i gang' checklist (a new site's first steps). */
import type { CardPaymentState, SetupStepId } from '../api/setup-status';
import { fillText } from './fill';
import { mobilePayName } from '../domain/payment-brand';

export const setupTexts = {
  intro:
    'Før siden kan tage imod bookinger, mangler der et par ting. Hvert punkt får et flueben, så snart det er på plads.',
  ready: 'Siden kan nu tage imod bookinger.',
  listLabel: 'Trin på vej til de første bookinger',
  done: 'Udført',
  open: 'Mangler',
} as const;

export const setupStepTexts: Record<SetupStepId, { title: string; hint: string; action?: string }> =
  {
    business: {
      title: 'Virksomhedens navn, adresse og CVR-nummer',
      hint: 'De står på kvitteringerne. Indtil de er gemt, kan der hverken bookes, betales eller udstedes kvitteringer.',
      action: 'Udfyld Indstillinger',
    },
    contact: {
      title: 'Virksomhedens e-mail og telefon',
      hint: 'Kunderne ser dem i sidefoden, på kontaktsiden og i handelsbetingelserne. Indtil de er gemt, står der ingen kontaktoplysninger på siden.',
      action: 'Udfyld kontaktoplysningerne',
    },
    product: {
      title: 'Mindst ét produkt',
      hint: 'Det, kunderne kan booke: navn, pris, beskrivelse og billeder.',
      action: 'Opret et produkt',
    },
    zone: {
      title: 'Mindst ét dækningsområde',
      hint: 'Kun adresser inden for et aktivt område kan bookes.',
      action: 'Opret en adressezone',
    },
    hours: {
      title: 'Åbningstider',
      hint: 'Ugeplanen eller enkelte datoer med ledige tider inden for de næste 28 dage.',
      action: 'Sæt booking-tider',
    },
    card: {
      get title() {
        return fillText('Kortbetaling og {mobilepay} (Stripe)', { mobilepay: mobilePayName() });
      },
      get hint() {
        return fillText(
          'Kontant betaling og credits virker uden; kort, {mobilepay} og faktura kræver Stripe.',
          { mobilepay: mobilePayName() },
        );
      },
      action: 'Indsæt Stripe-nøglen i Indstillinger',
    },
  };

/** What the card step (and Indstillinger) says about Stripe's state. */
export const cardPaymentTexts: Record<CardPaymentState, string> = {
  get ready() {
    return fillText('Stripe er sat op: kort, {mobilepay} og faktura er klar.', {
      mobilepay: mobilePayName(),
    });
  },
  no_keys:
    'Hent den hemmelige nøgle i Stripe (Udviklere → API-nøgler), og indsæt den under Kortbetaling i Indstillinger. Siden sætter selv resten op.',
  no_webhook:
    'Stripe sender endnu ikke betalinger til siden. Gem nøglen igen under Kortbetaling i Indstillinger, så sætter siden det op.',
  missing_events:
    'Stripe sender ikke alle de beskeder om betalinger, siden bruger. Gem nøglen igen under Kortbetaling i Indstillinger.',
  unknown: 'Stripe kunne ikke spørges lige nu. Prøv igen om lidt.',
};
