/**
 * The demo data set the local twin seeds on first start: a small, believable Danish drone
 * photo and video business. Ids and timestamps are left to the data modules that store it.
 * Lists that the site sorts by `created_at` descending (portfolio, zones) are given newest
 * first, so a seeder that assigns descending timestamps in list order keeps this order.
 */
import { defaultTemplateColors } from '@shared/domain/newsletter-template';
import type {
  DiscountCode,
  HomeSection,
  NewsletterTemplate,
  PortfolioItem,
  Product,
  Rating,
  Schedule,
  Weekday,
  Zone,
} from '@shared/api/entities';
import { weekdays } from '@shared/domain/weekdays';
import { demoImageUrl, demoYoutubeRef } from './demo-images';

export type DemoProduct = Omit<Product, 'id' | 'duration_minutes'> & { duration_minutes?: number };
export type DemoPortfolioItem = Omit<PortfolioItem, 'id' | 'created_at' | 'user_reaction'>;
export type DemoZone = Omit<Zone, 'id' | 'created_at'>;
export type DemoSchedule = Omit<Schedule, 'id'>;
export type DemoRating = Omit<Rating, 'id' | 'created_at'>;
export type DemoDiscountCode = Omit<DiscountCode, 'id' | 'created_at'>;
export type DemoHomeSection = Omit<HomeSection, 'id'>;
export type DemoNewsletterTemplate = Omit<NewsletterTemplate, 'id' | 'created_at'>;

const droneRules = { title: 'Droneregler i Danmark', url: 'https://www.droneregler.dk/' };
const droneAirspace = { title: 'Kort over droneluftrum', url: 'https://www.droneluftrum.dk/' };
const privacy = {
  title: 'Datatilsynet om droner og privatliv',
  url: 'https://www.datatilsynet.dk/',
};
const aviationAuthority = {
  title: 'Trafikstyrelsen om droner',
  url: 'https://www.trafikstyrelsen.dk/',
};

/** Product ids are assigned 1, 2, 3, ... in this order. */
export const demoProducts: readonly DemoProduct[] = [
  {
    name: 'Dronefoto – Bolig',
    description:
      'Luftfotos, der viser hele boligen, grunden og beliggenheden fra sin bedste side. ' +
      'Du får 15 udvalgte billeder i høj opløsning, klar til salgsopstillingen, boligportaler ' +
      'og sociale medier. Optagelsen tager typisk under en time.',
    price: 1499,
    category: 'photo',
    images: [demoImageUrl('villa-garden'), demoImageUrl('rooftops'), demoImageUrl('coastline')],
    links: [droneRules, privacy],
    is_editing_included: false,
    // The shoot's length as the description promises it.
    duration_minutes: 60,
    editing_price: 100,
  },
  {
    name: 'Dronefoto – Erhverv',
    description:
      'Professionelle luftfotos af virksomhedens bygninger, grunde og byggeprojekter. Perfekt til ' +
      'hjemmeside, årsrapport, udlejning eller dokumentation af byggeriets fremdrift. Vi planlægger ' +
      'flyvningen efter lyset og leverer 25 billeder i høj opløsning med fuld brugsret.',
    price: 2499,
    category: 'photo',
    images: [demoImageUrl('business-park'), demoImageUrl('city-grid'), demoImageUrl('harbour')],
    links: [droneRules, droneAirspace, aviationAuthority],
    is_editing_included: false,
    // The shoot's length as the description promises it.
    duration_minutes: 90,
    editing_price: 300,
  },
  {
    name: 'Dronevideo – Event',
    description:
      'Dynamiske luftoptagelser af koncerter, festivaler, bryllupper og firmaarrangementer. Vi ' +
      'filmer i 4K fra de bedste vinkler og fanger både stemningen og de store øjeblikke. Du får ' +
      'alle brugbare råoptagelser leveret digitalt – tilvælg redigering, hvis du ønsker en færdig film.',
    price: 3499,
    category: 'video',
    images: [demoImageUrl('event-field'), demoYoutubeRef, demoImageUrl('sunset')],
    links: [droneRules, droneAirspace],
    is_editing_included: false,
    // The shoot's length as the description promises it.
    duration_minutes: 120,
    editing_price: 1200,
  },
  {
    name: 'Dronevideo – Premium med redigering',
    description:
      'Vores mest komplette pakke: planlægning, op til tre timers optagelse på flere lokationer og ' +
      'en færdigklippet film på 2–3 minutter med musik, farvekorrektion og titler. Ideel til ' +
      'reklamefilm, turisme og ejendomsprojekter. Redigering er inkluderet i prisen.',
    price: 5999,
    category: 'video',
    images: [demoImageUrl('wind-farm'), demoImageUrl('coastline'), demoImageUrl('forest')],
    links: [droneRules, droneAirspace, privacy, aviationAuthority],
    is_editing_included: true,
    // The shoot's length as the description promises it.
    duration_minutes: 180,
    editing_price: null,
  },
  {
    name: 'Dronefoto – Enkeltbillede',
    description:
      'Ét skarpt luftfoto af dit hus, din grund eller din udsigt – perfekt som gave, til ' +
      'væggen eller til at dokumentere et byggeri. Vi flyver, vælger den bedste vinkel sammen ' +
      'med dig og leverer billedet i høj opløsning.',
    price: 249,
    category: 'photo',
    images: [demoImageUrl('rooftops'), demoImageUrl('villa-garden')],
    links: [droneRules],
    is_editing_included: false,
    // The shoot's length as the description promises it.
    duration_minutes: 30,
    editing_price: null,
  },
];

export const demoPortfolioItems: readonly DemoPortfolioItem[] = [
  { title: 'Solnedgang over Kattegat', image_url: demoImageUrl('sunset'), likes: 48, dislikes: 1 },
  {
    title: 'Havvindmøller i Øresund',
    image_url: demoImageUrl('wind-farm'),
    likes: 52,
    dislikes: 3,
  },
  { title: 'Showreel – dronevideo', image_url: demoYoutubeRef, likes: 18, dislikes: 0 },
  {
    title: 'Lystbådehavn en sommermorgen',
    image_url: demoImageUrl('harbour'),
    likes: 37,
    dislikes: 2,
  },
  {
    title: 'Villa med have i Risskov',
    image_url: demoImageUrl('villa-garden'),
    likes: 21,
    dislikes: 0,
  },
  {
    title: 'Strand og klitter ved Skagen',
    image_url: demoImageUrl('coastline'),
    likes: 64,
    dislikes: 1,
  },
  { title: 'Høstklare marker på Fyn', image_url: demoImageUrl('fields'), likes: 29, dislikes: 1 },
  { title: 'Skovsø ved Silkeborg', image_url: demoImageUrl('forest'), likes: 33, dislikes: 0 },
  { title: 'Tage og gårdrum i byen', image_url: demoImageUrl('city-grid'), likes: 26, dislikes: 4 },
];

export const demoZones: readonly DemoZone[] = [
  {
    name: 'Aarhus',
    center_address: 'Rådhuspladsen 2, 8000 Aarhus C',
    radius_km: 50,
    is_active: true,
    center_lat: 56.1527,
    center_lon: 10.2039,
  },
  {
    name: 'København',
    center_address: 'Rådhuspladsen 1, 1550 København V',
    radius_km: 40,
    is_active: true,
    center_lat: 55.6761,
    center_lon: 12.5683,
  },
  {
    name: 'Odense',
    center_address: 'Flakhaven 2, 5000 Odense C',
    radius_km: 30,
    is_active: false,
    center_lat: 55.3959,
    center_lon: 10.3883,
  },
];

const workingDays: readonly Weekday[] = weekdays.filter((day) => day !== 'sunday');

/** Bookable Monday to Saturday, 08:00–20:00; Sunday is closed. */
export const demoSchedules: readonly DemoSchedule[] = workingDays.map((day) => ({
  type: 'weekly',
  day_name: day,
  date_override: null,
  start_time: '08:00',
  end_time: '20:00',
  is_enabled: true,
  reason: null,
  priority: 0,
}));

function productName(index: number): string {
  const product = demoProducts[index];
  if (!product) throw new Error(`demo product ${index} is missing`);
  return product.name;
}

export const demoRatings: readonly DemoRating[] = [
  {
    booking_id: 'demo-booking-1',
    user_id: 'demo-customer',
    rating: 5,
    comment:
      'Fantastiske billeder af vores hus! Ejendomsmægleren var begejstret, og vi fik langt flere ' +
      'fremvisninger end forventet. Hurtig levering og en meget venlig og grundig pilot.',
    images: [demoImageUrl('villa-garden'), demoImageUrl('rooftops')],
    product_name: productName(0),
  },
  {
    booking_id: 'demo-booking-2',
    user_id: 'demo-customer',
    rating: 4.5,
    comment:
      'Professionelt arbejde fra start til slut. Filmen af vores hotel ved kysten blev rigtig flot, ' +
      'og klipningen ramte præcis den stemning, vi ønskede. Vejret drillede, så optagelsen blev ' +
      'flyttet en dag, men det blev klaret smidigt.',
    images: [demoImageUrl('coastline'), demoImageUrl('sunset'), demoImageUrl('wind-farm')],
    product_name: productName(3),
  },
  {
    booking_id: 'demo-booking-3',
    user_id: 'demo-customer',
    rating: 5,
    comment:
      'Vi fik filmet vores sommerfest fra luften, og resultatet overgik alle forventninger. ' +
      'Gæsterne elsker optagelserne, og vi har brugt dem flittigt på vores sociale medier.',
    images: [demoImageUrl('event-field')],
    product_name: productName(2),
  },
  {
    booking_id: 'demo-booking-4',
    user_id: 'demo-customer',
    rating: 4,
    comment:
      'Skarpe og flotte luftfotos af vores nye lagerhal. God kommunikation undervejs, og ' +
      'billederne kom til tiden. De pryder allerede forsiden af vores hjemmeside.',
    images: [],
    product_name: productName(1),
  },
];

export const demoDiscountCodes: readonly DemoDiscountCode[] = [
  {
    code: 'VELKOMMEN10',
    description: 'Velkomstrabat: 10 % rabat på din første booking',
    // 'på din første booking' is what the server holds it to.
    first_booking_only: true,
    discount_type: 'percentage',
    discount_value: 10,
    min_order_amount: 0,
    max_uses: null,
    current_uses: 0,
    is_active: true,
    valid_until: null,
  },
];

export const demoHomeSections: readonly DemoHomeSection[] = [
  {
    title: 'Luftfotos, der sælger boligen',
    description:
      'Skarpe dronebilleder viser hele grunden, haven og beliggenheden – og giver købere lyst ' +
      'til at se mere. Billederne er klar til salgsopstillingen.',
    image_url: demoImageUrl('villa-garden'),
    is_active: true,
    order_index: 0,
  },
  {
    title: 'Dronevideo til events og virksomheder',
    description:
      'Fra festivaler til firmafester og reklamefilm: vi fanger stemningen fra luften i 4K og ' +
      'leverer en film, I kan bruge med det samme.',
    image_url: demoYoutubeRef,
    is_active: true,
    order_index: 1,
  },
  {
    title: 'Danmark set fra oven',
    description:
      'Vi flyver fra Aarhus og København og dækker store dele af landet. Alle flyvninger ' +
      'udføres af certificerede piloter efter de gældende droneregler.',
    image_url: demoImageUrl('coastline'),
    is_active: true,
    order_index: 2,
  },
];

export const demoNewsletterTemplate: DemoNewsletterTemplate = {
  name: 'Standardskabelon',
  template_data: {
    subject: 'Nyt fra Dronefoto',
    header: 'Nyheder fra luften',
    body:
      'Hej,\n\nHer er de seneste nyheder fra Dronefoto: nye projekter i porteføljen, ' +
      'sæsonens ledige tider og gode tilbud på luftfoto og dronevideo.\n\n' +
      'Book din næste optagelse direkte på vores hjemmeside.',
    footer:
      'Du modtager denne e-mail, fordi du har tilmeldt dig nyhedsbrevet fra Dronefoto. ' +
      'Du kan til enhver tid afmelde dig igen.',
    colors: defaultTemplateColors,
  },
};

/**
 * The demo's business: plainly fictional, so no receipt of the demo carries a real company's
 * name or CVR, and its footer, contact page and terms no real contact (an address that says
 * it is fictional, a number nobody has, no social links). A fresh stack has none until the
 * owner saves Indstillinger.
 */
export const demoBusinessSettings = {
  business_name: 'Demo Dronefoto (fiktiv virksomhed)',
  business_address: 'Eksempelvej 1, 8000 Aarhus C',
  cvr: '00000000',
  contact_email: 'fiktiv-demo@example.dk',
  contact_phone: '+45 00 00 00 00',
  cancellation_cutoff_hours: 48,
  min_notice_hours: 24,
  allow_after_sunset: false,
  // The pilot drives from Aarhus (the base is geocoded when the settings are saved).
  base_address: 'Rådhuspladsen 2, 8000 Aarhus C',
  drive_buffer_minutes: 15,
} as const;
