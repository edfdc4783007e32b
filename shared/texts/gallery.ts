/** The fixed texts of a booking's gallery (product §4 'Galleri', §2 'Galleri'). */
import { commonTexts } from './common';

export const galleryTexts = {
  // The server's refusals; `{name}` = the file's name.
  notPhotoOrVideo:
    '{name} er hverken et billede eller en video. Vælg JPG, PNG, WebP, MP4 eller MOV.',
  /** `{name}` = the file, `{n}` = the limit in whole megabytes. */
  photoTooLarge: '{name} er for stor. Et billede må højst fylde {n} MB.',
  videoTooLarge: '{name} er for stor. En video må højst fylde {n} GB.',
  emptyFile: '{name} er tom.',
  contentNotPhoto: '{name} er ikke et billede. Vælg en JPG-, PNG- eller WebP-fil.',
  contentNotVideo: '{name} er ikke en video. Vælg en MP4- eller MOV-fil.',
  unreadablePhoto: '{name} kunne ikke læses som billede. Upload det venligst igen.',
  tooManyFiles: 'Galleriet kan højst have {n} filer.',
  uploadNotFound: 'Uploaden blev ikke fundet. Den er måske afbrudt for længe siden; start forfra.',
  partOutOfRange: 'Del {part} findes ikke i denne upload (den har {count} dele).',
  partsOutOfOrder: 'Delene skal sendes i rækkefølge fra 1 til {count} uden huller.',
  partsMissing: 'Uploaden mangler dele. Fortsæt uploaden, før den afsluttes.',
  fileNotFound: 'Filen findes ikke i galleriet.',
  orderMismatch: 'Rækkefølgen skal nævne hver fil i galleriet præcis én gang.',
  changedMeanwhile: 'Galleriet blev ændret imens. Prøv igen.',
  archiveEmpty: 'Der er ingen filer i denne størrelse i galleriet.',
  nothingToDeliver: 'Galleriet er tomt. Upload billeder eller videoer, før du leverer det.',
  // The owner's gallery panel.
  legend: 'Galleri',
  intro:
    'Upload bookingens billeder og videoer. Kunden får dem i størrelserne Web (2048 px), Sociale medier (1080 px) og Print (originalen).',
  chooseFiles: 'Vælg billeder og videoer',
  filesLabel: 'Galleriets filer',
  queueLabel: 'Filer, der uploades',
  totalProgress: 'Samlet fremskridt',
  /** `{done}` of `{count}` files. */
  totalStatus: '{done} af {count} filer uploadet',
  /** `{name}` = the file. */
  fileProgress: 'Upload af {name}',
  waiting: 'Venter',
  uploading: 'Uploader',
  checking: 'Gør størrelser klar',
  done: 'Uploadet',
  failed: 'Fejlede',
  resume: 'Fortsæt upload',
  discard: 'Kassér',
  resumable: 'En upload blev afbrudt. Vælg den samme fil igen for at fortsætte, eller kassér den.',
  /** `{name}` = the interrupted file, `{percent}` how far it got. */
  interrupted: '{name} ({percent} % sendt)',
  empty: 'Galleriet er tomt.',
  moveUp: 'Flyt {name} op',
  moveDown: 'Flyt {name} ned',
  cover: 'Forside',
  makeCover: 'Brug {name} som forside',
  remove: 'Fjern {name}',
  removeConfirm: 'Fjern {name} fra galleriet? Filen og dens størrelser slettes.',
  removed: '{name} er fjernet',
  saveFailed: 'Galleriet kunne ikke gemmes. Prøv igen.',
  video: 'Video',
  lifetime:
    'Et leveret galleri er åbent i det antal dage, du har valgt i Indstillinger (kan forlænges under Levering og ejendomsside). Derefter flyttes filerne til billigere lager og slettes senere. En afbrudt upload kan fortsættes i 7 dage.',
} as const;

/** The customer's gallery page (product §2 'Galleri'). */
export const customerGalleryTexts = {
  intro:
    'Her er billederne og videoerne fra din optagelse. Hent hvert billede i den størrelse, du skal bruge.',
  sizesHint:
    'Web: 2048 px, til hjemmesider og boligportaler. Print: originalen. Sociale medier: 1080 px.',
  loading: 'Henter galleriet...',
  loadFailed: 'Galleriet kunne ikke hentes. Prøv igen om lidt.',
  retry: 'Hent galleriet igen',
  invalidLink:
    'Linket til galleriet er ugyldigt. Brug linket fra din e-mail, eller log ind og find bookingen under Min profil.',
  expiredLink: 'Linket til galleriet er udløbet. Log ind og find bookingen under Min profil.',
  signIn: 'Log ind',
  empty: 'Der er endnu ingen filer i galleriet.',
  photosLabel: 'Billeder',
  videosLabel: 'Videoer',
  /** `{name}` = the photo's file name; `{n}` its place, `{count}` how many. */
  openPhoto: 'Vis {name} i stort format',
  viewerLabel: 'Billedfremviser',
  viewerPosition: 'Billede {n} af {count}',
  previous: commonTexts.previousImage,
  next: commonTexts.nextImage,
  close: 'Luk',
  /** `{name}` = the file. */
  downloadsLabel: 'Hent {name}',
  sizeWeb: 'Web',
  sizePrint: 'Print',
  sizeSocial: 'Sociale medier',
  downloadVideo: 'Hent video',
  /** `{name}` = the video's file name. */
  videoLabel: 'Video: {name}',
  allTitle: 'Hent alle',
  allIntro: 'Hent hele galleriet som én zip-fil i den størrelse, du skal bruge.',
  /** `{size}` = the size's name. */
  allSize: 'Hent alle ({size})',
  /** `{size}` = the size's name. */
  allWaiting:
    'Vi pakker galleriet i størrelsen {size}. Det kan tage et par minutter; bliv gerne på siden.',
  /** `{size}` = the size's name, `{n}` how many files, `{mb}` the megabytes. */
  allReady: 'Galleriet i størrelsen {size} er klar: {n} filer, {mb} MB.',
  allDownload: 'Hent zip-filen ({size})',
  allFailed: 'Zip-filen kunne ikke pakkes. Prøv igen om lidt.',
  allRetry: 'Pak zip-filen igen',
  linksRenewed: 'Linkene til at hente filerne fornyes, når du åbner siden igen.',
} as const;
