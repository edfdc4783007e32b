/** 'Bed om ny tid' (issue 44): the owner asks customers to choose a new time, or to cancel. */
export const rescheduleRequestTexts = {
  // ---- The owner's side (admin panel) ----
  ask: 'Bed om ny tid',
  askDay: 'Bed om ny tid for dagen',
  askTitle: 'Bed kunden om at vælge en ny tid',
  askDayTitle: 'Bed dagens kunder om at vælge en ny tid',
  askIntro:
    'Kunden får en mail med din begrundelse og et link, hvor de vælger en ny tid eller aflyser med fuld refusion. Bookingen beholder sin tid, indtil kunden svarer.',
  askDayIntro:
    'Hver kunde med en booking {date} får en mail med din begrundelse og et link, hvor de vælger en ny tid eller aflyser med fuld refusion. Bookingerne beholder deres tid, indtil kunderne svarer.',
  reasonLabel: 'Begrundelse (kunden ser den)',
  reasonHint: 'Fx vejret, luftrummet, en afvist tilladelse eller sygdom. Højst {max} tegn.',
  reasonRequired: 'Skriv en kort begrundelse til kunden',
  reasonTooLong: 'Begrundelsen må højst være {max} tegn',
  /** The reason proposed when the owner's permit for the drone zone was refused. */
  permitRefusedReason:
    'Trafikstyrelsen har ikke givet tilladelse til at flyve på adressen på det aftalte tidspunkt.',
  permitRefused: 'Tilladelsen er afvist: bed om ny tid',
  send: 'Send til kunden',
  sendDay: 'Send til dagens kunder',
  keep: 'Fortryd',
  askFailed: 'Anmodningen kunne ikke sendes. Prøv igen.',
  asked: 'Kunden har fået en mail om at vælge en ny tid.',
  askedDay: '{count} kunder har fået en mail om at vælge en ny tid.',
  askedDayOne: 'Én kunde har fået en mail om at vælge en ny tid.',
  askedDaySkipped:
    '{count} bookinger blev sprunget over (aflyst, ikke betalt eller allerede spurgt).',
  noneOnDay: 'Der er ingen bookinger den dag, som kan bedes om en ny tid.',
  dateRequired: 'Vælg dagen, hvis kunder skal bedes om en ny tid',
  /** The booking's state for the owner while the customer has not answered. */
  waiting: 'Afventer kundens nye tid',
  waitingSince: 'Spurgt {date}: {reason}',
  answeredMoved: 'Kunden har valgt ny tid: {date} kl. {time}',
  answeredCancelled: 'Kunden har aflyst (fuld refusion)',
  /** The request closed by a move by another route while it was open. */
  closedByOwnerMove: 'Du har flyttet bookingen til {date} kl. {time}; anmodningen er lukket',
  closedByCustomerMove: 'Kunden har selv flyttet bookingen til {date} kl. {time}',
  answersTitle: 'Svar på Bed om ny tid',
  /** The owner's refusals. */
  notFlown: 'Kun en booking, der skal flyves, kan bedes om en ny tid.',
  alreadyAsked: 'Kunden er allerede bedt om en ny tid og har ikke svaret endnu.',
  bookingNotFound: 'Bookingen findes ikke',
  oneOrDay: 'Vælg enten en booking eller en dag',
  // ---- The customer's mails ----
  mailSubject: 'Vælg en ny tid til din {product}',
  mailIntro: 'Vi kan desværre ikke flyve din {product} {when} som aftalt på {address}.',
  mailReason: 'Begrundelse: {reason}',
  mailChoose:
    'Vælg en ny tid, der passer dig, eller aflys med fuld refusion. Din nuværende tid er reserveret til dig, indtil du har svaret.',
  mailLink: 'Vælg ny tid eller aflys',
  mailExpires: 'Linket virker til og med {date}.',
  reminderSubject: 'Påmindelse: vælg en ny tid til din {product}',
  reminderIntro: 'Vi mangler stadig dit svar: vi kan ikke flyve din {product} {when} som aftalt.',
  // ---- The customer's page ----
  pageIntro: 'Vi kan desværre ikke flyve din booking som aftalt.',
  pageReason: 'Begrundelse',
  pageChoose: 'Vælg en ny tid, der passer dig, eller aflys med fuld refusion.',
  chooseTime: 'Vælg ny tid',
  chooseTitle: 'Vælg din nye tid',
  cancel: 'Aflys med fuld refusion',
  cancelConfirm:
    'Er du sikker på, at du vil aflyse? Du får hele beløbet tilbage og en kreditnota på mail.',
  confirmCancel: 'Ja, aflys',
  keepChoosing: 'Tilbage',
  answeredMovedPage:
    'Tak. Din booking er flyttet til {date} kl. {time}. Du har fået en mail med den nye tid.',
  answeredCancelledPage: 'Tak. Din booking er aflyst, og du får hele beløbet tilbage.',
  loadFailed: 'Din booking kunne ikke hentes. Prøv igen.',
  // ---- The customer's refusals ----
  invalidLink: 'Linket er ugyldigt. Brug linket i den seneste mail fra os, eller kontakt os.',
  expiredLink: 'Linket er udløbet. Kontakt os, så finder vi en ny tid sammen.',
  alreadyAnswered: 'Du har allerede svaret. Tak! Din booking er {answer}.',
  alreadyAnsweredMoved: 'flyttet til {date} kl. {time}',
  alreadyAnsweredCancelled: 'aflyst',
  movedElsewhere:
    'Bookingen er allerede flyttet til {date} kl. {time}, så du skal ikke vælge en ny tid. Kontakt os, hvis tiden ikke passer dig.',
  noLongerOpen: 'Bookingen kan ikke længere ændres her. Kontakt os, hvis du har spørgsmål.',
  slotTaken: 'Tidspunktet blev taget, mens du valgte. Vælg et andet tidspunkt.',
} as const;
