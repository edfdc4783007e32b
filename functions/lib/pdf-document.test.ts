import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '@tests/support/pdf-text';
import { renderPdfDocument, writableText, type PdfDocumentContent } from './pdf-document';

const content: PdfDocumentContent = {
  seller: {
    name: 'Ærø Drone ApS',
    address: 'Østergade 1, 8000 Århus C',
    cvrLine: 'CVR-nr. 12345678',
  },
  title: 'Kvittering nr. 42',
  facts: [
    ['Kvitteringsnr.', '42'],
    ['Kunde', 'Jørgen Ågård'],
  ],
  linesCaption: 'Specifikation',
  columns: ['Beskrivelse', 'Beløb'],
  lines: [['Dronefoto – Bolig', '1.499,00 kr']],
  totals: [
    ['I alt inkl. moms', '1.499,00 kr'],
    ['Heraf moms (25 %)', '299,80 kr'],
  ],
  pageOf: 'Side {page} af {pages}',
  issuedAt: '2026-11-23T13:05:00.000Z',
};

async function writable(): Promise<Set<number>> {
  const doc = await PDFDocument.create();
  return new Set((await doc.embedFont(StandardFonts.Helvetica)).getCharacterSet());
}

describe('a document as PDF', () => {
  it('writes Danish letters as they are, and any other character as its base letter or ?', async () => {
    const set = await writable();
    expect(writableText('æøå ÆØÅ é ü – «»', set)).toBe('æøå ÆØÅ é ü – «»');
    expect(writableText('Łukasz Dvořák', set)).toBe('Lukasz Dvorák');
    expect(writableText('−100,00 kr', set)).toBe('-100,00 kr');
    expect(writableText('Jens 😀 中', set)).toBe('Jens ? ?');
  });

  it('is one A4 page of a few KB that reads back as the page says it, the same bytes each time', async () => {
    const bytes = await renderPdfDocument(content);
    expect(bytes.length).toBeLessThan(5_000);
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBe(1);
    const { width, height } = loaded.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(loaded.getTitle()).toBe('Kvittering nr. 42');
    const text = await pdfText(bytes);
    for (const part of [
      'Ærø Drone ApS',
      'Østergade 1, 8000 Århus C',
      'CVR-nr. 12345678',
      'Kvittering nr. 42',
      'Jørgen Ågård',
      'Dronefoto – Bolig',
      'Heraf moms (25 %)',
      '299,80 kr',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('Side 1');
    expect(Buffer.from(await renderPdfDocument(content)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('wraps long text and runs on to more pages, each numbered', async () => {
    const long = 'Redigering af billeder med en meget lang beskrivelse '.repeat(4).trim();
    const lines = Array.from({ length: 80 }, (_, i) => [`${i + 1}. ${long}`, '100,00 kr'] as const);
    const bytes = await renderPdfDocument({ ...content, lines });
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBeGreaterThan(1);
    const text = await pdfText(bytes);
    expect(text).toContain(`Side 1 af ${pages}`);
    expect(text).toContain(`Side ${pages} af ${pages}`);
    expect(text).toContain('80. Redigering');
    expect(text).toContain('I alt inkl. moms');
  });
});
