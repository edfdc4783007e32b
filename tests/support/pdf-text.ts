/**
 * The text of a PDF as a reader extracts it (pdf.js through unpdf): what the tests of the
 * documents' PDFs read back, in the unit, integration and browser tests alike.
 */
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF (its bytes, or as base64), pages joined. */
export async function pdfText(pdf: Uint8Array | string): Promise<string> {
  // pdf.js takes the buffer over (detaches it): hand it a copy.
  const bytes = typeof pdf === 'string' ? Buffer.from(pdf, 'base64') : pdf;
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
