/**
 * The site-content catalogue: every editable text, image and colour the site renders, with
 * the Danish fallback shown when the database has no (or a blank) value for the key.
 *
 * The seed inserts one `site_content` row per entry (value = fallback), the admin editor
 * groups entries by category and shows the description, and the SPA renders
 * `value ?? fallback`. Keys are kebab-case and unique. Image entries may have an empty
 * fallback: the page then shows its neutral illustration instead.
 */
import type { SiteContent } from '../api/entities';
import { pages } from '../site/pages';
import { authTexts } from '../texts/auth';
import { catalogTexts } from '../texts/catalog';
import { coverageTexts } from '../texts/coverage';

export type ContentType = SiteContent['type'];

export interface ContentEntry {
  key: string;
  type: ContentType;
  category: string;
  /** Danish help text for the admin editor. */
  description: string;
  /** Danish text (or URL / hex colour) shown when the database has no value. */
  fallback: string;
}

type Entry = readonly [key: string, description: string, fallback: string];

function group<const T extends readonly Entry[]>(category: string, type: ContentType, entries: T) {
  return entries.map(([key, description, fallback]) => ({
    key: key as T[number][0],
    type,
    category,
    description,
    fallback,
  }));
}

const hero = group('hero', 'text', [
  ['hero-eyebrow', 'Lille overlinje over forsidens overskrift', 'Dronefoto og -video'],
  [
    'hero-title',
    'Forsidens store overskrift',
    'Professionelle dronebilleder og -videoer i hele Danmark',
  ],
  [
    'hero-subtitle',
    'Tekst under forsidens overskrift',
    'Vi fanger din bolig, virksomhed eller begivenhed fra luften – skarpt, sikkert og hurtigt leveret.',
  ],
  ['hero-primary-button', 'Forsidens knap til tjenesterne (/products)', 'Se vores tjenester'],
  ['hero-secondary-button', 'Forsidens knap til anmeldelserne (/ratings)', 'Læs anmeldelser'],
  ['hero-highlight-1', 'Første fordel under forsidens knapper', 'Certificeret dronepilot'],
  ['hero-highlight-2', 'Anden fordel under forsidens knapper', 'Vi dækker hele Danmark'],
  ['hero-highlight-3', 'Tredje fordel under forsidens knapper', 'Levering på 1-2 dage'],
] as const);

const heroImages = group('hero', 'image', [
  [
    'hero-image',
    'Baggrundsbillede bag forsidens overskrift (tomt = mørk baggrund uden billede)',
    '',
  ],
] as const);

const services = group('services', 'text', [
  ['services-title', 'Overskrift over tjenesterne på forsiden', 'Vores tjenester'],
  [
    'services-subtitle',
    'Tekst under overskriften over tjenesterne på forsiden',
    'Vælg mellem luftfoto og droneoptagelser – altid til en fast pris.',
  ],
  ['services-details-button', 'Knap på hver tjeneste til detaljesiden', 'Se detaljer'],
  [
    'services-all-button',
    'Knap under tjenesterne til listen over alle tjenester',
    'Se alle tjenester',
  ],
  ['services-category-video', 'Mærke på tjenester i kategorien video', 'Video'],
  ['services-category-photo', 'Mærke på tjenester i kategorien foto', 'Foto'],
  [
    'services-editing-included',
    'Mærke på tjenester hvor redigering er inkluderet',
    'Redigering inkluderet',
  ],
  [
    'services-empty',
    'Tekst når der ikke er nogen tjenester at vise',
    'Der er ingen tjenester at vise lige nu. Kig forbi igen snart.',
  ],
] as const);

const about = group('about', 'text', [
  ['about-title', 'Overskrift over sektionerne om os på forsiden', 'Derfor vælger kunderne os'],
  [
    'about-drone-title',
    'Overskrift i standardsektionen om dronen (vises når der ingen sektioner er)',
    'Moderne drone i topklasse',
  ],
  [
    'about-drone-text',
    'Tekst i standardsektionen om dronen',
    'Vi flyver med en professionel drone med 4K-kamera og stabiliseret gimbal. Det giver skarpe billeder og rolige optagelser – også når det blæser.',
  ],
  [
    'about-pilot-title',
    'Overskrift i standardsektionen om piloten (vises når der ingen sektioner er)',
    'Erfaren og certificeret pilot',
  ],
  [
    'about-pilot-text',
    'Tekst i standardsektionen om piloten',
    'Din pilot har dronecertifikat fra Trafikstyrelsen, er ansvarsforsikret og kender reglerne for flyvning i byer, nær lufthavne og over mennesker.',
  ],
] as const);

const aboutImages = group('about', 'image', [
  ['about-drone-image', 'Billede i standardsektionen om dronen (tomt = illustration)', ''],
  ['about-pilot-image', 'Billede i standardsektionen om piloten (tomt = illustration)', ''],
] as const);

const cta = group('cta', 'text', [
  [
    'cta-title',
    'Overskrift i opfordringen nederst på forsiden',
    'Klar til at se det hele fra oven?',
  ],
  [
    'cta-text',
    'Tekst i opfordringen nederst på forsiden',
    'Book en optagelse i dag, eller kontakt os, hvis du vil høre mere om mulighederne.',
  ],
  ['cta-primary-button', 'Knap i opfordringen til tjenesterne (/products)', 'Se vores tjenester'],
  ['cta-secondary-button', 'Knap i opfordringen til kontaktsiden (/contact)', 'Kontakt os'],
] as const);

const navigation = group('navigation', 'text', [
  ['site-name', 'Sidens navn i menuen, sidefoden og fanebladets titel', 'Dronefoto'],
  ['nav-home', 'Menupunkt til forsiden', 'Hjem'],
  ['nav-products', 'Menupunkt til tjenesterne', pages.products.title],
  ['nav-portfolio', 'Menupunkt til porteføljen', pages.portfolio.title],
  ['nav-coverage', 'Menupunkt til dækningsområdet', pages.coverage.title],
  ['nav-contact', 'Menupunkt til kontaktsiden', pages.contact.title],
  ['nav-search-placeholder', 'Pladsholdertekst i søgefeltet', 'Søg produkter, portfolio...'],
  ['nav-login', 'Knap i menuen til at logge ind', 'Log ind'],
  ['nav-account', 'Knap i menuen der åbner kontomenuen', 'Konto'],
  ['nav-admin-panel', 'Kontomenuens punkt til adminpanelet (kun admins)', 'Admin Panel'],
  ['nav-my-profile', 'Kontomenuens punkt til profilen', 'Min Profil'],
  ['nav-buy-credits', 'Kontomenuens punkt til køb af credits', 'Køb Credits'],
  ['nav-logout', 'Kontomenuens punkt til at logge ud', 'Log ud'],
  ['nav-credits', 'Ord efter antal credits i kontomenuen', 'credits'],
] as const);

const auth = group('auth', 'text', [
  ['auth-email-label', 'Feltnavn for email', 'Email'],
  ['auth-password-label', 'Feltnavn for adgangskode', 'Adgangskode'],
  ['auth-confirm-password-label', 'Feltnavn for gentaget adgangskode', 'Bekræft adgangskode'],
  ['auth-new-password-label', 'Feltnavn for ny adgangskode', 'Ny adgangskode'],
  [
    'auth-confirm-new-password-label',
    'Feltnavn for gentaget ny adgangskode',
    'Bekræft ny adgangskode',
  ],
  ['auth-current-password-label', 'Feltnavn for nuværende adgangskode', 'Nuværende adgangskode'],
  ['auth-password-hint', 'Hjælpetekst under nye adgangskoder', 'Mindst 6 tegn.'],
  ['login-title', 'Overskrift på log ind-siden', 'Log ind'],
  [
    'login-subtitle',
    'Tekst under overskriften på log ind-siden',
    'Log ind for at booke, se dine bookinger og bruge dine credits.',
  ],
  ['login-submit', 'Knap der logger ind', 'Log ind'],
  ['login-forgot-link', 'Link fra log ind til nulstilling af adgangskode', 'Glemt adgangskode?'],
  ['login-signup-prompt', 'Tekst før linket til at oprette en konto', 'Har du ikke en konto?'],
  ['login-signup-link', 'Link fra log ind til at oprette en konto', 'Opret konto'],
  [
    'login-confirm-notice',
    'Besked på log ind efter oprettelse af konto',
    'Vi har sendt dig en email. Klik på linket i mailen for at bekræfte din email, før du logger ind.',
  ],
  ['signup-title', 'Overskrift på siden til at oprette en konto', 'Opret konto'],
  [
    'signup-subtitle',
    'Tekst under overskriften på opret konto-siden',
    'Med en konto kan du booke optagelser, købe credits og følge dine bookinger.',
  ],
  ['signup-submit', 'Knap der opretter kontoen', 'Opret konto'],
  ['signup-login-prompt', 'Tekst før linket til log ind', 'Har du allerede en konto?'],
  ['signup-login-link', 'Link fra opret konto til log ind', 'Log ind'],
  ['reset-title', 'Overskrift på siden til nulstilling af adgangskode', 'Nulstil adgangskode'],
  [
    'reset-subtitle',
    'Tekst under overskriften på nulstillingssiden',
    'Indtast din email, så sender vi dig et link til at vælge en ny adgangskode.',
  ],
  ['reset-submit', 'Knap der sender nulstillingsmailen', 'Send link'],
  ['reset-sent-title', 'Overskrift når nulstillingsmailen er sendt', 'Tjek din email'],
  [
    'reset-sent-text',
    'Tekst når nulstillingsmailen er sendt',
    'Vi har sendt dig et link til at vælge en ny adgangskode. Du sendes videre til log ind om lidt.',
  ],
  ['reset-back-link', 'Link tilbage til log ind', 'Tilbage til log ind'],
  ['update-password-title', 'Overskrift på siden til ny adgangskode', authTexts.chooseNewPassword],
  [
    'update-password-subtitle',
    'Tekst under overskriften på siden til ny adgangskode',
    'Vælg en ny adgangskode til din konto.',
  ],
  ['update-password-submit', 'Knap der gemmer den nye adgangskode', 'Gem ny adgangskode'],
  [
    'update-password-bad-link',
    'Besked når linket til ny adgangskode mangler oplysninger',
    'Linket er ufuldstændigt. Bed om et nyt link til at nulstille din adgangskode.',
  ],
  ['update-password-new-link', 'Link til at bede om et nyt nulstillingslink', 'Bed om et nyt link'],
  ['email-confirming', 'Tekst mens emailen bekræftes', 'Bekræfter din email...'],
  ['email-confirmed-title', 'Overskrift når emailen er bekræftet', 'Din email er bekræftet'],
  [
    'email-confirmed-text',
    'Tekst når emailen er bekræftet',
    'Tak! Din konto er nu aktiv. Du sendes videre til forsiden om lidt.',
  ],
  [
    'email-confirm-failed-title',
    'Overskrift når bekræftelseslinket ikke virker',
    'Linket virker ikke',
  ],
  [
    'email-confirm-failed-text',
    'Tekst når bekræftelseslinket ikke virker',
    'Bekræftelseslinket er ugyldigt eller udløbet. Få tilsendt et nyt link herunder.',
  ],
  ['email-resend-submit', 'Knap der sender et nyt bekræftelseslink', 'Send nyt link'],
  [
    'email-resend-sent',
    'Besked når et nyt bekræftelseslink er sendt',
    'Vi har sendt et nyt bekræftelseslink. Tjek din indbakke.',
  ],
] as const);

const profile = group('profile', 'text', [
  ['profile-title', 'Overskrift på profilsiden', 'Min profil'],
  ['profile-credits-label', 'Betegnelse for credit-saldoen på profilen', 'Credits'],
  ['profile-buy-credits-link', 'Link fra profilen til køb af credits', pages.buyCredits.title],
  ['profile-tabs-label', 'Skjult navn på profilens faneblade (skærmlæsere)', 'Profil'],
  ['profile-tab-upcoming', 'Faneblad med kommende bookinger', 'Kommende bookinger'],
  ['profile-tab-past', 'Faneblad med tidligere bookinger', 'Tidligere bookinger'],
  ['profile-tab-settings', 'Faneblad med indstillinger', 'Indstillinger'],
  [
    'profile-upcoming-empty',
    'Tekst når der ingen kommende bookinger er',
    'Du har ingen kommende bookinger.',
  ],
  [
    'profile-past-empty',
    'Tekst når der ingen tidligere bookinger er',
    'Du har ingen tidligere bookinger.',
  ],
  ['profile-products-link', 'Link fra profilen til tjenesterne', 'Book en optagelse'],
  ['profile-contact-link', 'Link fra profilen til kontaktsiden', 'Kontakt os'],
  ['profile-password-title', 'Overskrift over skift af adgangskode', 'Skift adgangskode'],
  ['profile-password-submit', 'Knap der skifter adgangskoden', 'Opdater adgangskode'],
] as const);

const footer = group('footer', 'text', [
  [
    'footer-description',
    'Beskrivelse af virksomheden i sidefoden',
    'Professionel dronefotografering og -video til boliger, erhverv og events i hele Danmark.',
  ],
  ['footer-quick-links-title', 'Overskrift over genvejene i sidefoden', 'Genveje'],
  ['footer-contact-title', 'Overskrift over kontaktoplysningerne i sidefoden', 'Kontakt os'],
  ['footer-follow-title', 'Overskrift over de sociale medier i sidefoden', 'Følg os'],
  ['footer-link-home', 'Genvej i sidefoden til forsiden', 'Hjem'],
  ['footer-link-products', 'Genvej i sidefoden til tjenesterne', 'Fotos og optagelser'],
  ['footer-link-contact', 'Genvej i sidefoden til kontaktsiden', 'Kontakt'],
  ['footer-link-login', 'Genvej i sidefoden til log ind', 'Log ind'],
  ['footer-link-signup', 'Genvej i sidefoden til at oprette en konto', 'Opret konto'],
  ['footer-facebook-url', 'Link til Facebook-siden (tomt = skjul)', 'https://www.facebook.com/'],
  [
    'footer-instagram-url',
    'Link til Instagram-profilen (tomt = skjul)',
    'https://www.instagram.com/',
  ],
  ['footer-youtube-url', 'Link til YouTube-kanalen (tomt = skjul)', 'https://www.youtube.com/'],
  [
    'footer-copyright',
    'Tekst efter årstal og navn i copyright-linjen',
    'Alle rettigheder forbeholdes.',
  ],
] as const);

const contact = group('contact', 'text', [
  ['contact-email', 'Kontakt-e-mail (sidefod og kontaktside)', 'kontakt@dronefoto.dk'],
  ['contact-phone', 'Telefonnummer (sidefod og kontaktside)', '+45 12 34 56 78'],
  ['contact-location', 'Område vi arbejder i (sidefod og kontaktside)', 'Danmark'],
  ['contact-title', 'Overskrift på kontaktsiden', 'Kontakt os'],
  [
    'contact-subtitle',
    'Tekst under overskriften på kontaktsiden',
    'Har du spørgsmål til en optagelse eller brug for et tilbud? Skriv eller ring – vi svarer hurtigt.',
  ],
  ['contact-info-title', 'Overskrift over kontaktoplysningerne', 'Kontaktoplysninger'],
  ['contact-email-label', 'Betegnelse for e-mail på kontaktsiden', 'E-mail'],
  ['contact-phone-label', 'Betegnelse for telefon på kontaktsiden', 'Telefon'],
  ['contact-location-label', 'Betegnelse for område på kontaktsiden', 'Område'],
  ['contact-hours-title', 'Overskrift over åbningstiderne', 'Åbningstider'],
  ['contact-hours-weekdays', 'Åbningstid på hverdage', 'Mandag–fredag: 8.00–17.00'],
  ['contact-hours-saturday', 'Åbningstid om lørdagen', 'Lørdag: 10.00–14.00'],
  ['contact-hours-sunday', 'Åbningstid om søndagen', 'Søndag: Lukket'],
  ['contact-faq-title', 'Overskrift over ofte stillede spørgsmål', 'Ofte stillede spørgsmål'],
  [
    'contact-faq-booking-question',
    'Spørgsmål om hvor lang tid i forvejen man skal booke',
    'Hvor lang tid i forvejen skal jeg booke?',
  ],
  [
    'contact-faq-booking-answer',
    'Svar om hvor lang tid i forvejen man skal booke',
    'Vi anbefaler, at du booker 3-6 dage før den ønskede dato, så vi kan planlægge flyvningen og indhente eventuelle tilladelser.',
  ],
  [
    'contact-faq-weather-question',
    'Spørgsmål om dårligt vejr',
    'Hvad sker der, hvis vejret er dårligt?',
  ],
  [
    'contact-faq-weather-answer',
    'Svar om dårligt vejr',
    'Hvis vejret ikke tillader flyvning, flytter vi optagelsen gratis til en ny dato.',
  ],
  [
    'contact-faq-delivery-question',
    'Spørgsmål om leveringstid',
    'Hvornår får jeg mine billeder og videoer?',
  ],
  [
    'contact-faq-delivery-answer',
    'Svar om leveringstid',
    'Du får materialet inden for 1-2 dage. Med redigering er leveringstiden 2-6 dage.',
  ],
  [
    'contact-faq-newsletter-question',
    'Spørgsmål om nyhedsbrevet',
    'Hvor ofte sender I nyhedsbrev?',
  ],
  [
    'contact-faq-newsletter-answer',
    'Svar om nyhedsbrevet',
    'Vi sender nyhedsbrev 1-2 gange om måneden.',
  ],
] as const);

const coverage = group('coverage', 'text', [
  ['coverage-title', 'Overskrift på siden Vi dækker', pages.coverage.title],
  [
    'coverage-subtitle',
    'Tekst under overskriften på siden Vi dækker',
    'Vi flyver i hele Danmark fra vores baser. Tjek om din adresse ligger i vores dækningsområde.',
  ],
  ['coverage-checker-title', 'Overskrift over adressetjekket', 'Tjek din adresse'],
  ['coverage-address-label', 'Betegnelse for adressefeltet', 'Adresse'],
  [
    'coverage-address-placeholder',
    'Eksempel i adressefeltet',
    'F.eks. Vestergade 1, 8000 Aarhus C',
  ],
  ['coverage-check-button', 'Knap der tjekker adressen', 'Tjek adresse'],
  ['coverage-checking', 'Knaptekst mens adressen tjekkes', 'Tjekker...'],
  ['coverage-zones-title', 'Overskrift over listen af områder', 'Vores områder'],
  [
    'coverage-zones-empty',
    'Tekst når der ingen aktive områder er',
    'Der er ingen aktive dækningsområder lige nu.',
  ],
  ['coverage-map-title', 'Overskrift over kortet', 'Kort over dækningsområder'],
  ['coverage-covered', 'Svar når adressen er dækket', coverageTexts.covered],
  ['coverage-not-covered', 'Svar når adressen ikke er dækket', coverageTexts.notCovered],
  [
    'coverage-distance',
    'Afstanden fra basen; {distance} erstattes af afstanden, f.eks. 12,3 km',
    coverageTexts.distanceFromBase,
  ],
  ['coverage-found-as', 'Tekst foran den fundne adresse', 'Fundet som:'],
  ['coverage-address-required', 'Fejl når adressefeltet er tomt', coverageTexts.addressRequired],
  [
    'coverage-address-not-validated',
    'Fejl når adressen ikke kan findes',
    coverageTexts.addressNotValidated,
  ],
  ['coverage-zone-radius', 'Tekst foran et områdes radius i listen', 'Radius:'],
  [
    'coverage-map-label',
    'Skjult beskrivelse af kortet til skærmlæsere',
    'Kort over dækningsområder i Danmark. Vælg et område i listen for at fremhæve det på kortet.',
  ],
  ['coverage-map-zoom-in', 'Knap der zoomer ind på kortet', 'Zoom ind'],
  ['coverage-map-zoom-out', 'Knap der zoomer ud på kortet', 'Zoom ud'],
  ['coverage-map-attribution', 'Kildeangivelse for kortfliserne', '© OpenStreetMap-bidragydere'],
  [
    'coverage-map-offline',
    'Besked når baggrundskortet ikke kan hentes',
    'Baggrundskortet kunne ikke hentes. Kortet viser Danmarks omrids og vores områder.',
  ],
] as const);

const notFound = group('not-found', 'text', [
  [
    'not-found-title',
    'Overskrift på siden der vises for ukendte adresser (404)',
    pages.notFound.title,
  ],
  [
    'not-found-text',
    'Tekst på siden der vises for ukendte adresser (404)',
    'Siden du leder efter findes ikke eller er blevet flyttet.',
  ],
  ['not-found-button', 'Knap til forsiden på 404-siden', 'Gå til forsiden'],
] as const);

// --- Public pages (products, portfolio, ratings, search, newsletter, errors) ---------------
// Texts the SPEC fixes (e.g. 'Ingen produkter fundet') are the fallbacks verbatim. Messages of
// SPEC section 8 (toasts and status messages such as 'Kunne ikke opdatere reaktion') are not
// content: they stay constants next to the code that shows them.

const publicNavigation = group('navigation', 'text', [
  ['nav-skip-link', 'Link til sidens indhold (vises når man bruger tastatur)', 'Gå til indhold'],
  ['nav-menu-title', 'Overskrift i mobilmenuen', 'Menu'],
] as const);

const products = group('products', 'text', [
  ['products-title', 'Overskrift på siden med alle tjenester', 'Vores tjenester'],
  [
    'products-subtitle',
    'Tekst under overskriften på siden med alle tjenester',
    'Dronefoto og -video til bolig, erhverv og events i hele Danmark.',
  ],
  ['products-filter-all', 'Filterknap der viser alle tjenester', 'Alle'],
  ['products-filter-video', 'Filterknap der viser optagelser (video)', 'Optagelser'],
  ['products-filter-photo', 'Filterknap der viser billeder (foto)', 'Billeder'],
  ['products-empty', 'Tekst når filteret ikke finder nogen tjenester', 'Ingen produkter fundet'],
  ['products-show-all', 'Knap der nulstiller filteret', 'Vis alle produkter'],
  ['products-details-button', 'Knap på hvert kort til tjenestens side', 'Se detaljer'],
  ['products-book-button', 'Knap på hvert kort til booking', 'Bestil nu'],
  ['product-page-title', 'Fanebladets titel mens en tjeneste indlæses', 'Tjeneste'],
  ['product-loading', 'Tekst mens en tjeneste indlæses', 'Indlæser produkt...'],
  ['product-not-found', 'Overskrift når tjenesten ikke findes', catalogTexts.productNotFound],
  [
    'product-not-found-button',
    'Knap til alle tjenester når tjenesten ikke findes',
    'Se alle produkter',
  ],
  [
    'product-benefits-title',
    'Overskrift over listen "det får du" på tjenestens side',
    'Det får du',
  ],
  [
    'product-benefit-video-1',
    'Første punkt i "det får du" for video',
    'Luftoptagelser i 4K-kvalitet',
  ],
  [
    'product-benefit-video-2',
    'Andet punkt i "det får du" for video',
    'Certificeret og forsikret dronepilot',
  ],
  [
    'product-benefit-video-3',
    'Tredje punkt i "det får du" for video',
    'Alle brugbare råoptagelser leveret digitalt',
  ],
  [
    'product-benefit-video-4',
    'Fjerde punkt i "det får du" for video',
    'Levering på 1-2 dage (2-6 dage med redigering)',
  ],
  ['product-benefit-photo-1', 'Første punkt i "det får du" for foto', 'Billeder i høj opløsning'],
  [
    'product-benefit-photo-2',
    'Andet punkt i "det får du" for foto',
    'Certificeret og forsikret dronepilot',
  ],
  [
    'product-benefit-photo-3',
    'Tredje punkt i "det får du" for foto',
    'Fuld brugsret til billederne',
  ],
  [
    'product-benefit-photo-4',
    'Fjerde punkt i "det får du" for foto',
    'Levering på 1-2 dage (2-6 dage med redigering)',
  ],
  [
    'product-editing-included-title',
    'Overskrift når redigering er inkluderet',
    'Redigering inkluderet',
  ],
  [
    'product-editing-included-text',
    'Tekst når redigering er inkluderet',
    'Professionel redigering er inkluderet i prisen.',
  ],
  [
    'product-editing-addon-title',
    'Overskrift når redigering er et tilvalg',
    'Redigering som tilvalg',
  ],
  [
    'product-editing-addon-text',
    'Tekst før tillægsprisen når redigering er et tilvalg',
    'Tilvælg professionel redigering, når du booker:',
  ],
  ['product-book-button', 'Knap på tjenestens side til booking', 'Book Nu'],
] as const);

const portfolio = group('portfolio', 'text', [
  ['portfolio-title', 'Overskrift på porteføljesiden', 'Vores arbejde'],
  [
    'portfolio-subtitle',
    'Tekst under overskriften på porteføljesiden',
    'Et udvalg af vores luftfotos og dronevideoer fra hele Danmark.',
  ],
  ['portfolio-loading', 'Tekst mens porteføljen indlæses', 'Indlæser portfolio...'],
  [
    'portfolio-error',
    'Tekst når porteføljen ikke kan hentes',
    'Kunne ikke hente portfolio. Prøv igen senere.',
  ],
  ['portfolio-empty', 'Tekst når porteføljen er tom', 'Der er ingen billeder i portfolioen endnu.'],
] as const);

const ratings = group('ratings', 'text', [
  ['ratings-title', 'Overskrift på siden med anmeldelser', 'Anmeldelser'],
  [
    'ratings-subtitle',
    'Tekst under overskriften på siden med anmeldelser',
    'Læs hvad vores kunder siger om deres optagelser.',
  ],
  ['ratings-loading', 'Tekst mens anmeldelserne indlæses', 'Indlæser anmeldelser...'],
  [
    'ratings-error',
    'Tekst når anmeldelserne ikke kan hentes',
    'Kunne ikke hente anmeldelser. Prøv igen senere.',
  ],
  ['ratings-empty', 'Tekst når der ingen anmeldelser er', 'Ingen anmeldelser fundet endnu.'],
  ['testimonials-title', 'Overskrift over anmeldelserne på forsiden', 'Det siger vores kunder'],
  [
    'testimonials-subtitle',
    'Tekst under overskriften over anmeldelserne på forsiden',
    'Ægte anmeldelser fra kunder, der har booket en optagelse.',
  ],
  ['testimonials-all-button', 'Knap på forsiden til alle anmeldelser', 'Se alle anmeldelser'],
] as const);

const search = group('search', 'text', [
  ['search-title', 'Overskrift på søgesiden', 'Søg'],
  [
    'search-subtitle',
    'Tekst under overskriften på søgesiden',
    'Find produkter, billeder fra vores arbejde og sider på hjemmesiden.',
  ],
  ['search-label', 'Betegnelse for søgefeltet på søgesiden', 'Søgeord'],
  [
    'search-placeholder',
    'Pladsholdertekst i søgefeltet på søgesiden',
    'Søg produkter, portfolio...',
  ],
  [
    'search-prompt',
    'Tekst når der ikke er skrevet et søgeord',
    'Skriv et søgeord for at søge i produkter, portfolio og sider.',
  ],
  ['search-searching', 'Tekst mens der søges', 'Søger...'],
  ['search-retry', 'Knap der prøver søgningen igen efter en fejl', 'Prøv igen'],
  [
    'search-count-one',
    'Antal resultater når der er ét ({count} = antal, {query} = søgeordet)',
    '{count} resultat for "{query}"',
  ],
  [
    'search-count-many',
    'Antal resultater når der er flere ({count} = antal, {query} = søgeordet)',
    '{count} resultater for "{query}"',
  ],
  [
    'search-no-results',
    'Tekst når søgningen intet finder ({query} = søgeordet)',
    'Ingen resultater for "{query}"',
  ],
  [
    'search-no-results-hint',
    'Forslag når søgningen intet finder',
    'Prøv et andet søgeord, eller se alle vores tjenester.',
  ],
  [
    'search-no-results-button',
    'Knap til alle tjenester når søgningen intet finder',
    'Se alle tjenester',
  ],
  ['search-group-products', 'Overskrift over fundne produkter', 'Produkter'],
  ['search-group-portfolio', 'Overskrift over fundne billeder fra porteføljen', 'Portfolio'],
  ['search-group-pages', 'Overskrift over fundne sider', 'Sider'],
  ['search-group-content', 'Overskrift over fundne tekster', 'Indhold'],
] as const);

const newsletter = group('newsletter', 'text', [
  [
    'newsletter-title',
    'Overskrift over nyhedsbrevet på kontaktsiden',
    'Tilmeld dig vores nyhedsbrev',
  ],
  [
    'newsletter-text',
    'Tekst over tilmeldingen til nyhedsbrevet',
    'Få nyheder, tilbud og inspiration fra luften 1-2 gange om måneden.',
  ],
  ['newsletter-email-label', 'Betegnelse for e-mailfeltet i tilmeldingen', 'Email adresse'],
  ['newsletter-email-placeholder', 'Eksempel i e-mailfeltet i tilmeldingen', 'din@email.dk'],
  ['newsletter-submit', 'Knap der tilmelder nyhedsbrevet', 'Tilmeld'],
  ['newsletter-submitting', 'Knaptekst mens tilmeldingen sendes', 'Tilmelder...'],
  ['unsubscribe-title', 'Overskrift på afmeldingssiden', 'Afmeld nyhedsbrev'],
  ['unsubscribe-loading', 'Tekst mens afmeldingslinket tjekkes', 'Indlæser...'],
  ['unsubscribe-confirm-title', 'Spørgsmål før afmelding', 'Vil du afmelde nyhedsbrevet?'],
  [
    'unsubscribe-confirm-text',
    'Tekst før e-mailadressen der afmeldes',
    'Følgende email adresse afmeldes:',
  ],
  ['unsubscribe-confirm-button', 'Knap der afmelder', 'Ja, afmeld mig'],
  ['unsubscribe-keep-button', 'Knap der fortryder afmeldingen', 'Nej, behold mig på listen'],
  ['unsubscribe-submitting', 'Knaptekst mens afmeldingen sendes', 'Afmelder...'],
  [
    'unsubscribe-success-text',
    'Tekst efter afmelding',
    'Du modtager ikke flere nyhedsbreve fra os.',
  ],
  [
    'unsubscribe-kept-title',
    'Overskrift når man bliver på listen',
    'Du er stadig tilmeldt nyhedsbrevet',
  ],
  ['unsubscribe-kept-text', 'Tekst når man bliver på listen', 'Tak fordi du bliver hos os!'],
  ['unsubscribe-home-button', 'Knap til forsiden efter afmelding', 'Til forsiden'],
  [
    'unsubscribe-invalid-title',
    'Overskrift når afmeldingslinket er ugyldigt',
    'Ugyldigt afmeldingslink',
  ],
  [
    'unsubscribe-invalid-text',
    'Tekst når afmeldingslinket er ugyldigt',
    'Linket mangler oplysninger eller er ikke gyldigt. Brug linket fra dit nyhedsbrev, eller kontakt os, så afmelder vi dig.',
  ],
  ['unsubscribe-error-title', 'Overskrift når afmeldingen mislykkes', 'Afmelding mislykkedes'],
  ['unsubscribe-retry', 'Knap der prøver afmeldingen igen', 'Prøv igen'],
  ['unsubscribe-contact-button', 'Knap til kontaktsiden på afmeldingssiden', 'Kontakt os'],
] as const);

const errors = group('errors', 'text', [
  ['error-fallback-title', 'Overskrift når en side fejler', 'Noget gik galt'],
  [
    'error-fallback-text',
    'Tekst når en side fejler',
    'Siden kunne ikke vises. Prøv igen om et øjeblik.',
  ],
  ['error-fallback-retry', 'Knap der prøver igen når en side fejler', 'Prøv igen'],
  ['placeholder-text', 'Tekst på sider der endnu ikke er færdige', 'Denne side kommer snart.'],
] as const);

const colors = group('colors', 'color', [
  ['primary-color', 'Primær farve: knapper, links og fremhævninger', '#1d4ed8'],
  ['secondary-color', 'Sekundær farve: mørk baggrund i toppen, menuen og sidefoden', '#0f172a'],
  ['accent-color', 'Accentfarve: små fremhævninger på mørk baggrund', '#f59e0b'],
  ['success-color', 'Farve for succesbeskeder', '#15803d'],
  ['warning-color', 'Farve for advarsler', '#b45309'],
  ['error-color', 'Farve for fejlbeskeder', '#b91c1c'],
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
  ...colors,
] satisfies readonly ContentEntry[];

/** Every key of the catalogue; `useContent` only accepts these, so typos fail to compile. */
export type ContentKey = (typeof contentCatalog)[number]['key'];

/** The categories the admin editor always shows (SPEC section 2), in this order. */
export const contentCategories = [
  'hero',
  'about',
  'services',
  'cta',
  'navigation',
  'footer',
  'contact',
  'colors',
] as const;

const fallbackByKey = new Map<string, string>(contentCatalog.map((e) => [e.key, e.fallback]));

/** The Danish fallback of a catalogue key, or '' for a key the catalogue does not know. */
export function contentFallback(key: string): string {
  return fallbackByKey.get(key) ?? '';
}
