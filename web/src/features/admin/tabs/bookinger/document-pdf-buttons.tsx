import { fillText } from '@shared/texts/fill';
import { creditNoteTexts, receiptTexts } from '@shared/texts/receipt';
import { PdfDownloadButton } from '@web/components/document/pdf-download-button';
import { apiGet } from '@web/lib/api';

/**
 * 'Hent PDF' beside the booking's receipt and each of its credit notes on the owner's card:
 * the document as the customer has it, made on the server (`GET /api/admin/receipts/{number}/
 * pdf`, `GET /api/admin/credit-notes/{number}/pdf`).
 */
export function ReceiptPdfButton({ receiptNumber }: { receiptNumber: number }) {
  return (
    <span className="admin-booking__document">
      <PdfDownloadButton
        accessibleLabel={fillText(receiptTexts.downloadPdfLabel, { number: receiptNumber })}
        load={() =>
          apiGet('/api/admin/receipts/{number}/pdf', {
            params: { number: String(receiptNumber) },
          })
        }
      />
    </span>
  );
}

export function CreditNotePdfButtons({ numbers }: { numbers: readonly number[] }) {
  return (
    <>
      {numbers.map((number) => (
        <span key={number} className="admin-booking__document">
          <PdfDownloadButton
            accessibleLabel={fillText(creditNoteTexts.downloadPdfLabel, { number })}
            load={() =>
              apiGet('/api/admin/credit-notes/{number}/pdf', { params: { number: String(number) } })
            }
          />
        </span>
      ))}
    </>
  );
}
