/** The admin panel's frame: its tabs and the texts every tab shares (product §2 'Admin panel'). */
import { commonTexts } from './common';

export const adminTexts = {
  title: 'Admin Panel',
  intro: 'Her styrer du bookinger, produkter, indhold og drift af siden.',
  tabsLabel: 'Administration',
  /** The label of the list box that stands in for the tabs on a phone. */
  tabPicker: 'Fane',
  loadingTab: 'Indlæser...',
  emptyTab: 'Her er ikke noget endnu.',
  loadFailed: commonTexts.loadFailedText,
  reload: commonTexts.reloadPage,
  confirm: 'Bekræft',
  cancel: 'Annuller',
  save: 'Gem',
  saving: 'Gemmer...',
  edit: 'Rediger',
  delete: 'Slet',
  add: 'Tilføj',
  close: 'Luk',
} as const;

/**
 * The thirteen tabs of the admin panel (product §2 "Admin panel"), in order, Indstillinger last (the business's details and the
 * cut-off for moving and cancelling): the id is the `?tab=` of the panel's address.
 */
export const adminTabs = [
  { id: 'oversigt', label: 'Oversigt' },
  { id: 'analyse', label: 'Analyse' },
  { id: 'bogfoering', label: 'Bogføring' },
  { id: 'bookinger', label: 'Bookinger' },
  { id: 'booking-tider', label: 'Booking-tider' },
  { id: 'produkter', label: 'Produkter' },
  { id: 'portfolio', label: 'Portfolio' },
  { id: 'eksterne-billeder', label: 'Eksterne billeder' },
  { id: 'adressezoner', label: 'Adressezoner' },
  { id: 'rabatkoder', label: 'Rabatkoder' },
  { id: 'firmaer', label: 'Firmaer' },
  { id: 'nyhedsbrev', label: 'Nyhedsbrev' },
  { id: 'forsidesektioner', label: 'Forsidesektioner' },
  { id: 'indstillinger', label: 'Indstillinger' },
] as const;

/**
 * 'Kom i gang': shown first, and opened by default, until the site can take bookings and
 * card payments (GET /api/admin/setup).
 */
export const setupTab = { id: 'kom-i-gang', label: 'Kom i gang' } as const;

export type AdminTabId = (typeof adminTabs)[number]['id'] | typeof setupTab.id;
