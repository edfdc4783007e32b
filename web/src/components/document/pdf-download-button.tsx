import { useState } from 'react';
import type { DocumentPdf } from '@shared/api/receipt';
import { receiptTexts as t } from '@shared/texts/receipt';
import { ApiError } from '@web/lib/api';
import { saveBase64File } from '@web/lib/save-file';
import './pdf-download-button.css';

/**
 * 'Hent PDF': asks the server for a document's PDF (`load`) and saves it as a download. While
 * it is fetched the button is busy; a refusal shows the server's Danish message under it.
 * Used by the customer's document dialogs and the owner's booking card.
 */
export function PdfDownloadButton({
  accessibleLabel,
  load,
}: {
  /** Names the document ('Hent PDF: kvittering nr. 42'), starting with the visible label. */
  accessibleLabel: string;
  load: () => Promise<DocumentPdf>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setError(null);
    try {
      saveBase64File(await load());
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t.pdfFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button
        type="button"
        className="btn btn--outline btn--small"
        aria-label={accessibleLabel}
        aria-busy={busy}
        disabled={busy}
        onClick={() => void download()}
      >
        {t.downloadPdf}
      </button>
      {error ? (
        <span role="alert" className="pdf-download__error">
          {error}
        </span>
      ) : null}
    </>
  );
}
