/**
 * The site-content catalogue: every editable text, image and colour the site renders, with
 * the Danish fallback shown when the database has no (or a blank) value for the key.
 *
 * The seed inserts one `site_content` row per entry (value = fallback, description from
 * `./descriptions.ts`), the admin editor groups entries by category (each entry and category
 * with its Danish name from `./titles.ts`, never its key), and the SPA renders
 * `value ?? fallback`. Keys are kebab-case and unique. Image entries may have an empty
 * fallback: the page then shows its neutral illustration instead.
 */
import type { SiteContent } from '../api/entities';
import { pages } from '../site/pages';
import { productTexts } from '../texts/product';
import { coverageTexts } from '../texts/coverage';
import { serverContentFallbacks } from '../texts/content-fallbacks';

export type ContentType = SiteContent['type'];

export interface ContentEntry {
  key: string;
  type: ContentType;
  category: string;
  /** Danish text (or URL / hex colour) shown when the database has no value. */
  fallback: string;
}

type Entry = readonly [key: string, fallback: string];

function group<const C extends string, const T extends readonly Entry[]>(
  category: C,
  type: ContentType,
  entries: T,
) {
  return entries.map(([key, fallback]) => ({
    key: key as T[number][0],
    type,
    category,
    fallback,
  }));
}

const hero = group('hero', 'text', [
  ['hero-eyebrow', 'Dronefoto og -video'],
  // {area}, {zones}, {delivery}, {editingdelivery}, {seller}, {mobilepay}: the business's own
  // data (shared/content/site-facts.ts), so a text never claims more than the data.
  ['hero-title', 'Professionelle dronebilleder og -videoer {area}'],
  [
    'hero-subtitle',
    'Vi fanger din bolig, virksomhed eller begivenhed fra luften – skarpt, sikkert og hurtigt leveret.',
  ],
  ['hero-primary-button', 'Se vores tjenester'],
  ['hero-secondary-button', 'Læs anmeldelser'],
  ['hero-highlight-1', 'Certificeret dronepilot'],
  // {zones}: the active zones' names, so the claim always agrees with where we fly.
  ['hero-highlight-2', 'Vi flyver i {zones}'],
  ['hero-highlight-3', 'Levering inden for {delivery}'],
] as const);

const heroImages = group('hero', 'image', [['hero-image', '']] as const);

const services = group('services', 'text', [
  ['services-title', 'Vores tjenester'],
  ['services-subtitle', 'Vælg mellem luftfoto og droneoptagelser – altid til en fast pris.'],
  ['services-details-button', 'Se detaljer'],
  ['services-all-button', 'Se alle tjenester'],
  ['services-category-video', 'Video'],
  ['services-category-photo', 'Foto'],
  ['services-editing-included', 'Redigering inkluderet'],
  ['services-empty', 'Der er ingen tjenester at vise lige nu. Kig forbi igen snart.'],
] as const);

const about = group('about', 'text', [
  ['about-title', 'Derfor vælger kunderne os'],
  ['about-drone-title', 'Moderne drone i topklasse'],
  [
    'about-drone-text',
    'Vi flyver med en professionel drone med 4K-kamera og stabiliseret gimbal. Det giver skarpe billeder og rolige optagelser – også når det blæser.',
  ],
  ['about-pilot-title', 'Erfaren og certificeret pilot'],
  [
    'about-pilot-text',
    'Din pilot har dronecertifikat fra Trafikstyrelsen, er ansvarsforsikret og kender reglerne for flyvning i byer, nær lufthavne og over mennesker.',
  ],
] as const);

const aboutImages = group('about', 'image', [
  ['about-drone-image', ''],
  ['about-pilot-image', ''],
] as const);

const cta = group('cta', 'text', [
  ['cta-title', 'Klar til at se det hele fra oven?'],
  ['cta-text', 'Book en optagelse i dag, eller kontakt os, hvis du vil høre mere om mulighederne.'],
  ['cta-primary-button', 'Se vores tjenester'],
  ['cta-secondary-button', 'Kontakt os'],
] as const);

const navigation = group('navigation', 'text', [
  ['site-name', serverContentFallbacks['site-name']],
  ['nav-home', 'Hjem'],
  ['nav-products', pages.products.title],
  ['nav-portfolio', pages.portfolio.title],
  ['nav-coverage', pages.coverage.title],
  ['nav-contact', pages.contact.title],
  ['nav-search-placeholder', 'Søg produkter, portfolio...'],
  ['nav-login', 'Log ind'],
  ['nav-account', 'Konto'],
  ['nav-admin-panel', 'Admin Panel'],
  ['nav-my-profile', 'Min Profil'],
  ['nav-buy-credits', 'Køb Credits'],
  ['nav-logout', 'Log ud'],
  ['nav-credits', 'credits'],
] as const);

const auth = group('auth', 'text', [
  ['auth-email-label', 'E-mail'],
  ['auth-password-label', 'Adgangskode'],
  ['auth-confirm-password-label', 'Bekræft adgangskode'],
  ['auth-new-password-label', 'Ny adgangskode'],
  ['auth-confirm-new-password-label', 'Bekræft ny adgangskode'],
  ['auth-current-password-label', 'Nuværende adgangskode'],
  ['auth-password-hint', 'Mindst 6 tegn.'],
  ['login-title', 'Log ind'],
  ['login-subtitle', 'Log ind for at booke, se dine bookinger og bruge dine credits.'],
  ['login-submit', 'Log ind'],
  ['login-forgot-link', 'Glemt adgangskode?'],
  ['login-signup-prompt', 'Har du ikke en konto?'],
  ['login-signup-link', 'Opret konto'],
  [
    'login-confirm-notice',
    'Vi har sendt dig en e-mail. Klik på linket i mailen for at bekræfte din e-mail, før du logger ind.',
  ],
  ['signup-title', 'Opret konto'],
  [
    'signup-subtitle',
    'Med en konto kan du booke optagelser, købe credits og følge dine bookinger.',
  ],
  ['signup-submit', 'Opret konto'],
  ['signup-login-prompt', 'Har du allerede en konto?'],
  ['signup-login-link', 'Log ind'],
  ['reset-title', 'Nulstil adgangskode'],
  [
    'reset-subtitle',
    'Indtast din e-mail, så sender vi dig et link til at vælge en ny adgangskode.',
  ],
  ['reset-submit', 'Send link'],
  ['reset-sent-title', 'Tjek din e-mail'],
  [
    'reset-sent-text',
    'Hvis der findes en konto med denne e-mail, har vi sendt et link til at vælge en ny adgangskode. Du sendes videre til log ind om lidt.',
  ],
  ['reset-back-link', 'Tilbage til log ind'],
  ['update-password-title', serverContentFallbacks['update-password-title']],
  ['update-password-subtitle', 'Vælg en ny adgangskode til din konto.'],
  ['update-password-submit', 'Gem ny adgangskode'],
  [
    'update-password-bad-link',
    'Linket er ufuldstændigt. Bed om et nyt link til at nulstille din adgangskode.',
  ],
  ['update-password-new-link', 'Bed om et nyt link'],
  ['email-confirming', 'Bekræfter din e-mail...'],
  ['email-confirmed-title', 'Din e-mail er bekræftet'],
  ['email-confirmed-text', 'Tak! Din konto er nu aktiv. Du sendes videre til forsiden om lidt.'],
  ['email-confirm-failed-title', 'Linket virker ikke'],
  [
    'email-confirm-failed-text',
    'Bekræftelseslinket er ugyldigt eller udløbet. Få tilsendt et nyt link herunder.',
  ],
  ['email-resend-submit', 'Send nyt link'],
  ['email-resend-sent', 'Vi har sendt et nyt bekræftelseslink. Tjek din indbakke.'],
] as const);

const profile = group('profile', 'text', [
  ['profile-title', 'Min profil'],
  ['profile-credits-label', 'Credits'],
  ['profile-buy-credits-link', pages.buyCredits.title],
  ['profile-tabs-label', 'Profil'],
  ['profile-tab-upcoming', 'Kommende bookinger'],
  ['profile-tab-past', 'Tidligere bookinger'],
  ['profile-tab-settings', 'Indstillinger'],
  ['profile-upcoming-empty', 'Du har ingen kommende bookinger.'],
  ['profile-past-empty', 'Du har ingen tidligere bookinger.'],
  ['profile-products-link', 'Book en optagelse'],
  ['profile-contact-link', 'Kontakt os'],
  ['profile-password-title', 'Skift adgangskode'],
  ['profile-password-submit', 'Opdater adgangskode'],
] as const);

const footer = group('footer', 'text', [
  [
    'footer-description',
    'Professionel dronefotografering og -video til boliger, erhverv og events {area}.',
  ],
  ['footer-quick-links-title', 'Genveje'],
  ['footer-contact-title', 'Kontakt os'],
  ['footer-follow-title', 'Følg os'],
  ['footer-link-home', 'Hjem'],
  ['footer-link-products', 'Fotos og optagelser'],
  ['footer-link-contact', 'Kontakt'],
  ['footer-link-login', 'Log ind'],
  ['footer-link-signup', 'Opret konto'],
  ['footer-link-terms', pages.terms.title],
  ['footer-copyright', 'Alle rettigheder forbeholdes.'],
] as const);

const contact = group('contact', 'text', [
  ['contact-location', 'Danmark'],
  ['contact-title', 'Kontakt os'],
  [
    'contact-subtitle',
    'Har du spørgsmål til en optagelse eller brug for et tilbud? Skriv eller ring – vi svarer hurtigt.',
  ],
  ['contact-info-title', 'Kontaktoplysninger'],
  ['contact-email-label', 'E-mail'],
  ['contact-phone-label', 'Telefon'],
  ['contact-location-label', 'Område'],
  ['contact-hours-title', 'Åbningstider'],
  // Empty: the page shows the weekly booking hours; the owner's own text replaces them.
  ['contact-hours', ''],
  ['contact-faq-title', 'Ofte stillede spørgsmål'],
  ['contact-faq-booking-question', 'Hvor lang tid i forvejen skal jeg booke?'],
  [
    'contact-faq-booking-answer',
    'Book gerne mindst et par dage før den ønskede dato, så vi kan planlægge flyvningen. Ligger adressen i en dronezone (fx nær en lufthavn), kræver flyvningen tilladelse fra Trafikstyrelsen, og bookingsiden viser først tider, når der er tid nok til at få den.',
  ],
  ['contact-faq-weather-question', 'Hvad sker der, hvis vejret er dårligt?'],
  ['contact-faq-weather-answer', serverContentFallbacks['contact-faq-weather-answer']],
  ['contact-faq-delivery-question', 'Hvornår får jeg mine billeder og videoer?'],
  [
    'contact-faq-delivery-answer',
    'Du får materialet inden for {delivery} efter optagelsen. Med redigering er leveringstiden {editingdelivery}.',
  ],
  ['contact-faq-newsletter-question', 'Hvor ofte sender I nyhedsbrev?'],
  ['contact-faq-newsletter-answer', 'Vi sender nyhedsbrev 1-2 gange om måneden.'],
] as const);

const coverage = group('coverage', 'text', [
  ['coverage-title', pages.coverage.title],
  ['coverage-subtitle', 'Vi flyver {area}. Tjek om din adresse ligger i vores dækningsområde.'],
  ['coverage-checker-title', 'Tjek din adresse'],
  ['coverage-address-label', 'Adresse'],
  ['coverage-address-placeholder', 'F.eks. Vestergade 1, 8000 Aarhus C'],
  ['coverage-check-button', 'Tjek adresse'],
  ['coverage-checking', 'Tjekker...'],
  ['coverage-zones-title', 'Vores områder'],
  ['coverage-zones-empty', 'Der er ingen aktive dækningsområder lige nu.'],
  ['coverage-map-title', 'Kort over dækningsområder'],
  ['coverage-covered', coverageTexts.covered],
  ['coverage-not-covered', coverageTexts.notCovered],
  ['coverage-distance', coverageTexts.distanceFromBase],
  ['coverage-found-as', 'Fundet som:'],
  ['coverage-book-link', 'Book en optagelse'],
  ['coverage-address-required', coverageTexts.addressRequired],
  ['coverage-address-not-validated', coverageTexts.addressNotValidated],
  ['coverage-zone-radius', 'Radius:'],
  [
    'coverage-map-label',
    'Kort over dækningsområder i Danmark. Vælg et område i listen for at fremhæve det på kortet.',
  ],
  ['coverage-map-zoom-in', 'Zoom ind'],
  ['coverage-map-zoom-out', 'Zoom ud'],
  ['coverage-map-attribution', '© OpenStreetMap-bidragydere'],
  [
    'coverage-map-offline',
    'Baggrundskortet kunne ikke hentes. Kortet viser Danmarks omrids og vores områder.',
  ],
] as const);

const notFound = group('not-found', 'text', [
  ['not-found-title', pages.notFound.title],
  ['not-found-text', 'Siden du leder efter findes ikke eller er blevet flyttet.'],
  ['not-found-button', 'Gå til forsiden'],
] as const);

// --- Public pages (products, portfolio, ratings, search, newsletter, errors) ---------------
// Texts the product fixes (e.g. 'Ingen produkter fundet') are the fallbacks verbatim. Messages of
// product §8 (toasts and status messages such as 'Kunne ikke opdatere reaktion') are not
// content: they stay constants next to the code that shows them.

const publicNavigation = group('navigation', 'text', [
  ['nav-skip-link', 'Gå til indhold'],
  ['nav-menu-title', 'Menu'],
] as const);

const products = group('products', 'text', [
  ['products-title', 'Vores tjenester'],
  ['products-subtitle', 'Dronefoto og -video til bolig, erhverv og events {area}.'],
  ['products-filter-all', 'Alle'],
  ['products-filter-video', 'Optagelser'],
  ['products-filter-photo', 'Billeder'],
  ['products-empty', 'Ingen produkter fundet'],
  [
    'products-none-yet',
    'Vi er ved at gøre vores tjenester klar. Kig forbi igen snart, eller kontakt os, så hjælper vi dig med det samme.',
  ],
  ['products-show-all', 'Vis alle produkter'],
  ['products-details-button', 'Se detaljer'],
  ['products-book-button', 'Bestil nu'],
  ['product-page-title', 'Tjeneste'],
  ['product-loading', 'Indlæser produkt...'],
  ['product-not-found', productTexts.notFound],
  ['product-not-found-button', 'Se alle produkter'],
  ['product-benefits-title', 'Det får du'],
  ['product-benefit-video-1', 'Luftoptagelser i 4K-kvalitet'],
  ['product-benefit-video-2', 'Certificeret og forsikret dronepilot'],
  ['product-benefit-video-3', 'Alle brugbare råoptagelser leveret digitalt'],
  ['product-benefit-video-4', 'Levering inden for {delivery} ({editingdelivery} med redigering)'],
  ['product-benefit-photo-1', 'Billeder i høj opløsning'],
  ['product-benefit-photo-2', 'Certificeret og forsikret dronepilot'],
  ['product-benefit-photo-3', 'Fuld brugsret til billederne'],
  ['product-benefit-photo-4', 'Levering inden for {delivery} ({editingdelivery} med redigering)'],
  ['product-editing-included-title', 'Redigering inkluderet'],
  ['product-editing-included-text', 'Professionel redigering er inkluderet i prisen.'],
  ['product-editing-addon-title', 'Redigering som tilvalg'],
  ['product-editing-addon-text', 'Tilvælg professionel redigering, når du booker:'],
  ['product-book-button', 'Book Nu'],
] as const);

const portfolio = group('portfolio', 'text', [
  ['portfolio-title', 'Vores arbejde'],
  ['portfolio-subtitle', 'Et udvalg af vores luftfotos og dronevideoer {area}.'],
  ['portfolio-loading', 'Indlæser portfolio...'],
  ['portfolio-error', 'Kunne ikke hente portfolio. Prøv igen senere.'],
  ['portfolio-empty', 'Der er ingen billeder i portfolioen endnu.'],
] as const);

const ratings = group('ratings', 'text', [
  ['ratings-title', 'Anmeldelser'],
  ['ratings-subtitle', 'Læs hvad vores kunder siger om deres optagelser.'],
  ['ratings-loading', 'Indlæser anmeldelser...'],
  ['ratings-error', 'Kunne ikke hente anmeldelser. Prøv igen senere.'],
  ['ratings-empty', 'Ingen anmeldelser fundet endnu.'],
  ['testimonials-title', 'Det siger vores kunder'],
  ['testimonials-subtitle', 'Ægte anmeldelser fra kunder, der har booket en optagelse.'],
  ['testimonials-all-button', 'Se alle anmeldelser'],
] as const);

const search = group('search', 'text', [
  ['search-title', 'Søg'],
  ['search-subtitle', 'Find produkter, billeder fra vores arbejde og sider på hjemmesiden.'],
  ['search-label', 'Søgeord'],
  ['search-placeholder', 'Søg produkter, portfolio...'],
  ['search-prompt', 'Skriv et søgeord for at søge i produkter, portfolio og sider.'],
  ['search-searching', 'Søger...'],
  ['search-retry', 'Prøv igen'],
  ['search-count-one', '{count} resultat for "{query}"'],
  ['search-count-many', '{count} resultater for "{query}"'],
  ['search-no-results', 'Ingen resultater for "{query}"'],
  ['search-no-results-hint', 'Prøv et andet søgeord, eller se alle vores tjenester.'],
  ['search-no-results-button', 'Se alle tjenester'],
  ['search-group-products', 'Produkter'],
  ['search-group-portfolio', 'Portfolio'],
  ['search-group-pages', 'Sider'],
  ['search-group-content', 'Indhold'],
] as const);

const newsletter = group('newsletter', 'text', [
  ['newsletter-title', 'Tilmeld dig vores nyhedsbrev'],
  ['newsletter-text', 'Få nyheder, tilbud og inspiration fra luften 1-2 gange om måneden.'],
  ['newsletter-email-label', 'E-mailadresse'],
  ['newsletter-email-placeholder', 'din@email.dk'],
  ['newsletter-submit', 'Tilmeld'],
  ['newsletter-submitting', 'Tilmelder...'],
  ['unsubscribe-title', 'Afmeld nyhedsbrev'],
  ['unsubscribe-loading', 'Indlæser...'],
  ['unsubscribe-confirm-title', 'Vil du afmelde nyhedsbrevet?'],
  ['unsubscribe-confirm-text', 'Følgende e-mailadresse afmeldes:'],
  ['unsubscribe-confirm-button', 'Ja, afmeld mig'],
  ['unsubscribe-keep-button', 'Nej, behold mig på listen'],
  ['unsubscribe-submitting', 'Afmelder...'],
  ['unsubscribe-success-text', 'Du modtager ikke flere nyhedsbreve fra os.'],
  ['unsubscribe-kept-title', 'Du er stadig tilmeldt nyhedsbrevet'],
  ['unsubscribe-kept-text', 'Tak fordi du bliver hos os!'],
  ['unsubscribe-home-button', 'Til forsiden'],
  ['unsubscribe-invalid-title', 'Ugyldigt afmeldingslink'],
  [
    'unsubscribe-invalid-text',
    'Linket mangler oplysninger eller er ikke gyldigt. Brug linket fra dit nyhedsbrev, eller kontakt os, så afmelder vi dig.',
  ],
  ['unsubscribe-error-title', 'Afmelding mislykkedes'],
  ['unsubscribe-retry', 'Prøv igen'],
  ['unsubscribe-contact-button', 'Kontakt os'],
] as const);

const errors = group('errors', 'text', [
  ['error-fallback-title', 'Noget gik galt'],
  ['error-fallback-text', 'Siden kunne ikke vises. Prøv igen om et øjeblik.'],
  ['error-fallback-retry', 'Prøv igen'],
] as const);

// --- Terms of trade (product §2 'Terms page') ------------------------------------------------
// One heading and one text per section. A blank line in a text starts a new paragraph;
// `{hours}` is the owner's current cut-off for moving and cancelling, `{email}` the contact e-mail.

const terms = group('terms', 'text', [
  ['terms-title', pages.terms.title],
  [
    'terms-intro',
    'Her kan du læse de betingelser, der gælder, når du booker en droneoptagelse hos os. Har du spørgsmål, er du altid velkommen til at kontakte os.',
  ],
  ['terms-parties-heading', 'Parterne og aftalen'],
  [
    'terms-parties-text',
    'Aftalen indgås mellem dig som kunde og os som udbyder af dronefoto og -video: {seller}. Det samme står på din kvittering.\n\nAftalen er indgået, når du har gennemført bookingen på betalingssiden og fået en bekræftelse på e-mail.',
  ],
  ['terms-prices-heading', 'Priser og betaling'],
  [
    'terms-prices-text',
    'Alle priser er i danske kroner inkl. 25 % moms.\n\nDu kan betale med kort eller {mobilepay}, med faktura (kræver en underskrevet aftale med os), kontant ved optagelsen eller med dine credits. Ved betaling med kort eller {mobilepay} trækkes beløbet, når du gennemfører betalingen.',
  ],
  ['terms-changes-heading', 'Flytning og aflysning'],
  [
    'terms-changes-text',
    'Du kan flytte eller aflyse din booking gratis indtil {hours} timer før optagelsen – fra din profil eller med linket i din bekræftelse. Derefter kan bookingen ikke længere flyttes eller aflyses.\n\nAflyser du en booking, du har betalt med kort eller {mobilepay}, får du pengene tilbage på samme kort. Har du betalt kontant eller med faktura, betaler vi beløbet tilbage og kontakter dig om, hvortil det skal overføres; en ubetalt faktura annulleres.',
  ],
  ['terms-withdrawal-heading', 'Fortrydelsesret'],
  [
    'terms-withdrawal-text',
    'Booker du som forbruger, har du 14 dages fortrydelsesret fra den dag, du booker, og du skal ikke give en grund. Du fortryder ved at aflyse bookingen fra din profil eller med linket i din bekræftelse – eller ved at skrive til os på {email}, også når der er under {hours} timer til optagelsen, og bookingen ikke længere kan aflyses på siden. Du får hele beløbet tilbage senest 14 dage efter, at vi har fået besked, på samme måde, som du betalte.\n\nLigger optagelsen inden for de 14 dage, beder du os med din booking om at udføre den, før fristen er udløbet. Fortryder du, efter at optagelsen er begyndt, betaler du for den del, der er udført. Når optagelsen er udført, er fortrydelsesretten ophørt.\n\nBooker du som virksomhed, har du ikke fortrydelsesret; så gælder reglerne om flytning og aflysning ovenfor.',
  ],
  ['terms-weather-heading', 'Dårligt vejr'],
  [
    'terms-weather-text',
    'Vi flyver kun, når det er sikkert. Gør blæst eller regn det usikkert at flyve, kan piloten flytte optagelsen uden beregning. Vi kontakter dig, og sammen aftaler vi et nyt tidspunkt.',
  ],
  ['terms-permit-heading', 'Dronezoner og tilladelser'],
  [
    'terms-permit-text',
    'Ligger adressen i en dronezone, fx nær en lufthavn, kræver flyvningen tilladelse fra Trafikstyrelsen. Det står på bookingsiden, og vi søger tilladelsen, når du har booket.\n\nFår vi ikke tilladelsen, flytter vi optagelsen til en anden dag sammen med dig eller aflyser den, og du får hele beløbet tilbage.',
  ],
  ['terms-delivery-heading', 'Levering'],
  [
    'terms-delivery-text',
    'Du får dine billeder og videoer via et downloadlink inden for {delivery} efter optagelsen. Med redigering får du dem inden for {editingdelivery}.',
  ],
  ['terms-complaints-heading', 'Reklamation'],
  [
    'terms-complaints-text',
    'Er du ikke tilfreds med det leverede, så skriv til os på {email} inden for rimelig tid, efter du har opdaget problemet. Så finder vi en løsning sammen. Du har de rettigheder, som den danske forbrugerlovgivning giver dig.\n\nKan vi ikke blive enige, kan du klage til Nævnenes Hus, Toldboden 2, 8800 Viborg (naevneneshus.dk).',
  ],
  ['terms-privacy-heading', 'Persondata'],
  [
    'terms-privacy-text',
    'Vi gemmer kun de oplysninger, vi skal bruge for at levere din optagelse: din e-mail, dine bookinger, adressen for optagelsen og dine betalinger. Vi sælger aldrig dine oplysninger.\n\nDu kan altid se, hvad vi har gemt om dig: Under Min profil → Indstillinger kan du hente det hele med "Download mine data".',
  ],
  ['terms-privacy-link', 'Se og download dine data'],
] as const);

const colors = group('colors', 'color', [
  ['primary-color', '#1d4ed8'],
  ['secondary-color', '#0f172a'],
  ['accent-color', '#f59e0b'],
  ['success-color', '#15803d'],
  ['warning-color', '#b45309'],
  ['error-color', '#b91c1c'],
] as const);

export const contentCatalog = [
  ...hero,
  ...heroImages,
  ...services,
  ...about,
  ...aboutImages,
  ...cta,
  ...navigation,
  ...footer,
  ...auth,
  ...profile,
  ...contact,
  ...coverage,
  ...notFound,
  ...publicNavigation,
  ...products,
  ...portfolio,
  ...ratings,
  ...search,
  ...newsletter,
  ...errors,
  ...terms,
  ...colors,
] satisfies readonly ContentEntry[];

/** Every key of the catalogue; `useContent` only accepts these, so typos fail to compile. */
export type ContentKey = (typeof contentCatalog)[number]['key'];

/** Every category of the catalogue (the editor names each in Danish, `./titles.ts`). */
export type ContentCategory = (typeof contentCatalog)[number]['category'];

/** The categories the admin editor always shows (product §2), in this order. */
export const contentCategories = [
  'hero',
  'about',
  'services',
  'cta',
  'navigation',
  'footer',
  'contact',
  'colors',
] as const satisfies readonly ContentCategory[];

const fallbackByKey = new Map<string, string>(contentCatalog.map((e) => [e.key, e.fallback]));

/** The Danish fallback of a catalogue key, or '' for a key the catalogue does not know. */
export function contentFallback(key: string): string {
  return fallbackByKey.get(key) ?? '';
}
