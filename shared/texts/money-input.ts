/**
 * What an amount field of the admin panel says when the owner typed an amount it cannot take
 * (decision 0037): shown next to the field, and answered by the server in the same words.
 */
export const moneyInputTexts = {
  empty: 'Skriv et beløb i kroner',
  format: 'Skriv beløbet med tal, fx 1.499 eller 1499',
  negative: 'Beløbet kan ikke være negativt',
  zero: 'Beløbet skal være mindst 1 kr',
  ore: 'Skriv beløbet i hele kroner uden øre, fx 1.499',
  tooBig: 'Beløbet må højst være {max}',
} as const;
