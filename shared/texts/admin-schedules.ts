/** The admin's booking schedules tab (product §2 'Booking schedules', 4, 5, 8 and 9). */
import type { Weekday } from '../api/entities';
import { dayRouteTexts } from './admin-bookings';

export const weekdayNames: Record<Weekday, string> = {
  monday: 'Mandag',
  tuesday: 'Tirsdag',
  wednesday: 'Onsdag',
  thursday: 'Torsdag',
  friday: 'Fredag',
  saturday: 'Lørdag',
  sunday: 'Søndag',
};

export const scheduleAdminTexts = {
  weeklyTab: 'Ugeplan',
  specificTab: 'Specifikke datoer',
  tabsLabel: 'Booking-tider',
  weeklyIntro:
    'Tidsrum hvor der kan bookes, for hver ugedag. En ændring aflyser aldrig en booking.',
  specificIntro:
    'Luk en hel dag eller et tidsrum, eller åbn ekstra tider på en bestemt dato. Det går forud for ugeplanen på den dato.',
  noPeriods: 'Ingen tidsperioder – der kan ikke bookes denne dag.',
  addPeriod: 'Tilføj tidsperiode',
  start: 'Start tid',
  end: 'Slut tid',
  enabled: 'Aktiv',
  disabled: 'Deaktiveret',
  enable: 'Aktivér',
  disable: 'Deaktivér',
  periodLabel: '{day} {start}–{end}',
  addSpecific: 'Tilføj specifik dato',
  editSpecific: 'Rediger specifik dato',
  date: 'Dato',
  // What a specific date does: one choice (issue 28: a whole day is one action, not 00:00–23:30).
  kind: 'Hvad skal der ske på datoen?',
  closeWholeDay: 'Luk hele dagen',
  closePeriod: 'Luk et tidsrum',
  openPeriod: 'Åbn et ekstra tidsrum',
  blocked: 'Lukket',
  blockedWholeDay: 'Lukket hele dagen',
  available: 'Åben',
  time: 'Tid',
  wholeDay: 'Hele dagen',
  periodTimes: '{start}–{end}',
  advanced: 'Avanceret',
  priority: 'Prioritet',
  priorityHint:
    'Gælder kun, hvis flere indstillinger dækker det samme tidspunkt: den med det højeste tal (1–100) bestemmer. Lad den stå på 1, hvis du er i tvivl.',
  reason: 'Årsag',
  reasonHint: 'Valgfri',
  noSpecific: 'Ingen specifikke datoer.',
  affectedTitle:
    'Disse bookinger ligger nu uden for booking-tiderne. De er ikke aflyst. Hvad skal der ske med dem?',
  affectedBooking: '{date} kl. {time}: {product} ({email})',
  affectedKeep: 'Behold bookingerne',
  affectedKeepHint:
    'Beholdte bookinger bliver stående og er markeret »Uden for bookingtiderne« under Bookinger, i ugeoversigten og på dagens rute, til de er flyttet eller aflyst.',
  affectedMove: 'Flyt og giv kunden besked',
  affectedCancel: 'Aflys med refusion',
  affectedDone: 'Klaret',
  // Validation (product §5)
  timesRequired: 'Start tid og slut tid er påkrævet',
  endAfterStart: 'Slut tid skal være efter start tid',
  dateTimesRequired: 'Dato, start tid og slut tid er påkrævet',
  dateRequired: dayRouteTexts.dateRequired,
  priorityRange: 'Prioritet skal være mellem 1 og 100',
  duplicateDate: 'Der findes allerede en specifik indstilling for denne dato',
  slotTimes: 'Tiderne skal være hele eller halve timer (fx 14:00 eller 14:30)',
  scheduleNotFound: 'Tidsperioden findes ikke',
  deletePeriodConfirm: 'Er du sikker på at du vil slette denne tidsperiode?',
  deleteSpecificConfirm: 'Er du sikker på at du vil slette denne specifikke dato?',
  // Toasts (product §8)
  loadFailed: 'Fejl ved indlæsning af booking konfiguration',
  periodAdded: 'Tidsperiode tilføjet',
  periodUpdated: 'Tidsperiode opdateret',
  periodDeleted: 'Tidsperiode slettet',
  periodAddFailed: 'Fejl ved tilføjelse af tidsperiode',
  periodUpdateFailed: 'Fejl ved opdatering af tidsperiode',
  periodDeleteFailed: 'Fejl ved sletning af tidsperiode',
  specificAdded: 'Specifik tid tilføjet',
  specificUpdated: 'Specifik tid opdateret',
  specificDeleted: 'Specifik tid slettet',
  specificAddFailed: 'Fejl ved tilføjelse af specifik tid',
  specificUpdateFailed: 'Fejl ved opdatering af specifik tid',
  specificDeleteFailed: 'Fejl ved sletning af specifik tid',
} as const;
