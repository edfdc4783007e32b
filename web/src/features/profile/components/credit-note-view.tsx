import { useQuery } from '@tanstack/react-query';
import { creditNoteFacts, creditNoteTotalRows } from '@shared/domain/credit-note';
import { receiptLineRows } from '@shared/domain/receipt';
import { fillText } from '@shared/texts/fill';
import { creditNoteTexts as t } from '@shared/texts/receipt';
import { creditNotePdf, creditNotesQueryOptions } from '../api/receipt';
import { DocumentActions, DocumentSheet } from './document-sheet';
import { documentQueryState } from './document-query-state';

/** A booking's credit notes (usually one): each with the receipt it concerns, negative lines. */
export function CreditNoteView({ bookingId, count }: { bookingId: string; count: number }) {
  const query = useQuery(creditNotesQueryOptions(bookingId, count));
  const state = documentQueryState(query, t);
  if (state || !query.data) return state;
  const notes = query.data.credit_notes;
  if (notes.length === 0) return <p className="placeholder-note">{t.none}</p>;
  return (
    <>
      {notes.map((note) => (
        <DocumentSheet
          key={note.credit_note_number}
          headingId={`credit-note-${note.credit_note_number}-heading`}
          heading={fillText(t.heading, { number: note.credit_note_number })}
          facts={creditNoteFacts(note)}
          lines={receiptLineRows(note)}
          totals={creditNoteTotalRows(note)}
          footer={
            <DocumentActions
              print={false}
              pdf={{
                label: fillText(t.downloadPdfLabel, { number: note.credit_note_number }),
                load: () => creditNotePdf(bookingId, note.credit_note_number),
              }}
            />
          }
        />
      ))}
      <DocumentActions />
    </>
  );
}
