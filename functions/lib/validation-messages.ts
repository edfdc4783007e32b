/**
 * zod's messages for checks a schema gives no message of its own, in plain Danish. zod's
 * Danish locale names types and patterns ('forventede boolean, fik streng'), which a visitor
 * cannot act on; these say what is wrong in the visitor's words.
 */
import type * as z from 'zod/mini';
import { fillText } from '@shared/texts/fill';
import { validationTexts as t } from '@shared/texts/validation';

type Issue = z.core.$ZodRawIssue;

const formatMessages: Record<string, string> = {
  email: t.wrongEmail,
  date: t.wrongDate,
  datetime: t.wrongDate,
  time: t.wrongTime,
  uuid: t.wrongId,
  guid: t.wrongId,
  url: t.wrongLink,
};

function sizeMessage(issue: Issue & { origin?: string }, big: boolean): string {
  const limit = String(
    big ? (issue as { maximum?: unknown }).maximum : (issue as { minimum?: unknown }).minimum,
  );
  switch (issue.origin) {
    case 'string':
      if (!big && limit === '1') return t.emptyText;
      return big
        ? fillText(t.textTooLong, { max: limit })
        : fillText(t.textTooShort, { min: limit });
    case 'number':
    case 'int':
    case 'bigint':
      return big
        ? fillText(t.numberTooBig, { max: limit })
        : fillText(t.numberTooSmall, { min: limit });
    case 'array':
    case 'set':
      return big
        ? fillText(t.tooManyItems, { max: limit })
        : fillText(t.tooFewItems, { min: limit });
    default:
      return t.wrongValue;
  }
}

/** The message of an issue whose schema gives none. */
export function validationMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return t.missingField;
      if (issue.expected === 'int') return t.wholeNumber;
      return t.wrongValue;
    case 'invalid_value':
    case 'invalid_union':
      return t.wrongChoice;
    case 'too_big':
      return sizeMessage(issue, true);
    case 'too_small':
      return sizeMessage(issue, false);
    case 'invalid_format':
      return formatMessages[(issue as { format?: string }).format ?? ''] ?? t.wrongFormat;
    case 'not_multiple_of':
      return (issue as { divisor?: number }).divisor === 1 ? t.wholeNumber : t.wrongValue;
    case 'unrecognized_keys':
      return t.unknownFields;
    default:
      return t.wrongValue;
  }
}
