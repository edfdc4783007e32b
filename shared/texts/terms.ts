/**
 * The terms of trade (product §2 'Terms page', 'Payment page'): the payment page's checkbox
 * and the server's refusal of a booking without it. The terms themselves are editable content
 * (`shared/content/catalog.ts`, category `terms`).
 */
export const termsTexts = {
  /** The checkbox's whole label; its last word links to the terms page. */
  acceptLabel: 'Jeg har læst og accepterer handelsbetingelserne',
  acceptLabelBeforeLink: 'Jeg har læst og accepterer',
  acceptLabelLink: 'handelsbetingelserne',
  /** product §5: the browser's hint and the server's 400 for a booking without acceptance. */
  required: 'Du skal acceptere handelsbetingelserne',
} as const;
