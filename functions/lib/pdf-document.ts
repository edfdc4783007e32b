/**
 * A document of a sale (a receipt, a credit note) as an A4 PDF: the seller's letterhead, the
 * title, the facts as label and value, the lines with their amounts and the totals. It knows
 * nothing of receipts: the rows come ready-made (shared/domain/receipt.ts, credit-note.ts),
 * the same rows the page and the mail show.
 *
 * Written with pdf-lib and the PDF standard fonts Helvetica and Helvetica-Bold (no font file:
 * every reader has them), whose WinAnsi encoding holds the Danish letters (æ ø å Æ Ø Å) and
 * the rest of Western European text; a character outside it is written as its base letter
 * ('ł' → 'l') or '?', never an error. A document is a few KB (decision 0029).
 *
 * Loaded with `await import('@functions/lib/pdf-document')` by the operations that make a
 * document (a lazy module, docs/decisions/0022): pdf-lib is about 420 KB minified, and the
 * other operations of a function never read it.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { fillText } from '@shared/texts/fill';

export type PdfRow = readonly [label: string, value: string];

export interface PdfDocumentContent {
  /** The seller: the letterhead's name, address and CVR line ('CVR-nr. 12345678'). */
  seller: { name: string; address: string; cvrLine: string };
  /** 'Kvittering nr. 42': the heading and the PDF's title. */
  title: string;
  /** Number, date, seller, customer, ...: as the page's facts. */
  facts: readonly PdfRow[];
  /** The lines table: its caption, its two column heads, its rows and its totals. */
  linesCaption: string;
  columns: readonly [description: string, amount: string];
  lines: readonly PdfRow[];
  /** The first is the total, set in bold. */
  totals: readonly PdfRow[];
  /** 'Side {page} af {pages}': under each page when the document runs to more than one. */
  pageOf: string;
  /** When the document was issued (ISO 8601): its creation date, so the same document gives the same bytes. */
  issuedAt: string;
}

const a4 = { width: 595.28, height: 841.89 };
const margin = 56;
const contentWidth = a4.width - 2 * margin;
const size = { body: 10, title: 18, seller: 14 };
const lineGap = 4;
const labelWidth = 150;
const amountWidth = 110;
const ink = rgb(0.07, 0.09, 0.15);
const muted = rgb(0.29, 0.33, 0.39);
const rule = rgb(0.8, 0.82, 0.85);

/** Replacements for characters the standard fonts lack, before falling back to '?'. */
const lookalikes: Record<string, string> = {
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u00ad': '',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
  '\u200b': '',
  '\t': ' ',
  '\n': ' ',
  '\r': ' ',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
};

/** `text` with every character the font can write: itself, a look-alike, its base letter, '?'. */
export function writableText(text: string, writable: ReadonlySet<number>): string {
  let out = '';
  for (const char of text) {
    if (writable.has(char.codePointAt(0) ?? 0)) out += char;
    else if (char in lookalikes) out += lookalikes[char];
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...base].every((c) => writable.has(c.codePointAt(0) ?? 0)) && base ? base : '?';
    }
  }
  return out;
}

/** Splits `text` into lines no wider than `width` (a word longer than that is cut). */
function wrap(text: string, font: PDFFont, fontSize: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, fontSize) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line)) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  lines.push(line);
  return lines;
}

/** Writes down the page, starting a new one when the next block would not fit. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
    readonly writable: ReadonlySet<number>,
  ) {
    this.page = doc.addPage([a4.width, a4.height]);
    this.y = a4.height - margin;
  }

  /** Room for `height` points above the bottom margin, on a new page if need be. */
  room(height: number) {
    if (this.y - height >= margin + size.body * 2) return;
    this.page = this.doc.addPage([a4.width, a4.height]);
    this.y = a4.height - margin;
  }

  lines(text: string, options: { font?: PDFFont; fontSize?: number; width: number }) {
    const font = options.font ?? this.fonts.regular;
    return wrap(
      writableText(text, this.writable),
      font,
      options.fontSize ?? size.body,
      options.width,
    );
  }

  /** Writes one text line at `x` on the current baseline. */
  text(
    text: string,
    x: number,
    options: { font?: PDFFont; fontSize?: number; color?: typeof ink; alignRight?: number } = {},
  ) {
    const font = options.font ?? this.fonts.regular;
    const fontSize = options.fontSize ?? size.body;
    const left =
      options.alignRight === undefined
        ? x
        : x + options.alignRight - font.widthOfTextAtSize(text, fontSize);
    this.page.drawText(text, {
      x: left,
      y: this.y,
      size: fontSize,
      font,
      color: options.color ?? ink,
    });
  }

  down(points: number) {
    this.y -= points;
  }

  line() {
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: a4.width - margin, y: this.y },
      thickness: 0.5,
      color: rule,
    });
  }
}

const leading = (fontSize: number) => fontSize + lineGap;

/** A row of two columns: the left text wrapped in `leftWidth`, the right one aligned as asked. */
function writeRow(
  w: Writer,
  row: PdfRow,
  layout: {
    leftWidth: number;
    right: 'after-label' | 'amount';
    bold?: boolean;
    labelColor?: typeof ink;
  },
) {
  const font = layout.bold ? w.fonts.bold : w.fonts.regular;
  const valueWidth = layout.right === 'amount' ? amountWidth : contentWidth - layout.leftWidth - 8;
  const left = w.lines(row[0], { font, width: layout.leftWidth });
  const right = w.lines(row[1], { font, width: valueWidth });
  const count = Math.max(left.length, right.length);
  w.room(count * leading(size.body));
  for (let i = 0; i < count; i++) {
    if (left[i]) w.text(left[i]!, margin, { font, color: layout.labelColor });
    if (right[i]) {
      if (layout.right === 'amount')
        w.text(right[i]!, a4.width - margin - amountWidth, { font, alignRight: amountWidth });
      else w.text(right[i]!, margin + layout.leftWidth + 8, { font });
    }
    w.down(leading(size.body));
  }
}

/** The document as PDF bytes (see the top of this file). */
export async function renderPdfDocument(content: PdfDocumentContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const issued = new Date(content.issuedAt);
  doc.setTitle(content.title);
  doc.setAuthor(content.seller.name);
  doc.setCreator(content.seller.name);
  doc.setProducer(content.seller.name);
  doc.setLanguage('da-DK');
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(doc, fonts, new Set(fonts.regular.getCharacterSet()));

  // The letterhead: the seller, their address and CVR.
  for (const line of w.lines(content.seller.name, {
    font: fonts.bold,
    fontSize: size.seller,
    width: contentWidth,
  })) {
    w.text(line, margin, { font: fonts.bold, fontSize: size.seller });
    w.down(leading(size.seller));
  }
  for (const text of [content.seller.address, content.seller.cvrLine])
    for (const line of w.lines(text, { width: contentWidth })) {
      w.text(line, margin, { color: muted });
      w.down(leading(size.body));
    }
  w.down(28);

  for (const line of w.lines(content.title, {
    font: fonts.bold,
    fontSize: size.title,
    width: contentWidth,
  })) {
    w.text(line, margin, { font: fonts.bold, fontSize: size.title });
    w.down(leading(size.title) + 4);
  }
  w.down(6);
  for (const fact of content.facts)
    writeRow(w, fact, { leftWidth: labelWidth, right: 'after-label', labelColor: muted });

  w.down(18);
  w.room(4 * leading(size.body));
  w.text(writableText(content.linesCaption, w.writable), margin, { font: fonts.bold });
  w.down(leading(size.body) + 4);
  const descriptionWidth = contentWidth - amountWidth - 16;
  writeRow(w, content.columns, { leftWidth: descriptionWidth, right: 'amount', bold: true });
  w.line();
  w.down(leading(size.body));
  for (const row of content.lines)
    writeRow(w, row, { leftWidth: descriptionWidth, right: 'amount' });
  w.line();
  w.down(leading(size.body));
  content.totals.forEach((row, index) =>
    writeRow(w, row, { leftWidth: descriptionWidth, right: 'amount', bold: index === 0 }),
  );

  const pages = doc.getPages();
  if (pages.length > 1)
    pages.forEach((page, index) => {
      const text = writableText(
        fillText(content.pageOf, { page: index + 1, pages: pages.length }),
        w.writable,
      );
      page.drawText(text, { x: margin, y: margin / 2, size: 8, font: fonts.regular, color: muted });
    });
  return doc.save();
}
