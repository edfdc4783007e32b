/**
 * One home for every fixed Danish text (`shared/texts/`): no user-facing Danish sentence is
 * written in two production source files. A sentence here is a string literal or JSX text of
 * two or more words that reads as Danish (æ, ø, å or a common Danish word). Data that only
 * looks like text (the demo catalogue, the gazetteer, test fixtures) is not a fixed text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { productionSourceFiles, repoRoot } from './source-files';

/** Data, not texts of the site: place names, demo content seeded into the database. */
const dataFiles = new Set(['functions/geo/gazetteer-data.ts', 'infra/local/seed/demo-data.ts']);

const danishWords =
  /[æøåÆØÅ]|\b(og|af|til|er|ikke|du|din|dit|dine|med|på|en|et|der|kunne|venligst|for|fra|kan|vi|har|Du|Der|Vi|Kunne)\b/;

export function isDanishSentence(text: string): boolean {
  const trimmed = text.trim();
  return /\s/.test(trimmed) && /[a-zæøå]/i.test(trimmed) && danishWords.test(trimmed);
}

/** Danish letters as escapes in a literal ('P\\u00e5') or entities in JSX text ('P&aring;'). */
const escapedDanish = /\\u00(e6|f8|e5|c6|d8|c5)|&(aelig|oslash|aring|AElig|Oslash|Aring);/i;

/** The source without the comments that begin a line (most comments; English, never a text). */
const withoutLineComments = (text: string) =>
  text.replace(/^\s*\/\*[\s\S]*?\*\//gm, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * Whether a file can hold a Danish sentence at all: a Danish letter or word outside its comments.
 * Parsing is the slow part (seconds for every file on a busy machine); about three files in four
 * hold no Danish and are not parsed. Errs towards parsing: a comment kept is only a file parsed.
 */
export function mayHoldDanish(text: string): boolean {
  return escapedDanish.test(text) || danishWords.test(withoutLineComments(text));
}

function danishSentencesOf(file: string): Set<string> {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  const found = new Set<string>();
  if (!mayHoldDanish(text)) return found;
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    // No parent links: the walk only reads each node's own text.
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isJsxText(node)) text = node.text;
    if (text !== undefined && isDanishSentence(text)) found.add(text.trim().replace(/\s+/g, ' '));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('fixed Danish texts', () => {
  it('recognises a Danish sentence, and not code or a single word', () => {
    expect(isDanishSentence('Der opstod en fejl. Prøv venligst igen.')).toBe(true);
    expect(isDanishSentence('Vi dækker denne adresse')).toBe(true);
    expect(isDanishSentence('Betalt')).toBe(false);
    expect(isDanishSentence('SET payment_status = :paid')).toBe(false);
  });

  it('parses only the files that can hold Danish, never skipping a text', () => {
    expect(mayHoldDanish("// Prices for the slot\nconst a = 'Tak for din booking';")).toBe(true);
    expect(mayHoldDanish("const a = 'P\\u00e5 vej';")).toBe(true);
    expect(mayHoldDanish('<p>P&aring; vej</p>')).toBe(true);
    expect(mayHoldDanish('/**\n * Der er en fejl i kommentaren.\n */\nconst a = 1;')).toBe(false);
    expect(mayHoldDanish("// Vi siger\nconst b = 'slot';")).toBe(false);
  });

  // Only the files that can hold Danish are parsed (mayHoldDanish): about a quarter of the some
  // 800 files, a second or so instead of five to seven. The budget stays above vitest's 5 s for
  // a machine loaded many times over its cores (load 16 on 2 cores measured here).
  it('are each written in one production source file only', { timeout: 20_000 }, () => {
    const filesBySentence = new Map<string, string[]>();
    for (const file of productionSourceFiles()) {
      if (dataFiles.has(file)) continue;
      for (const sentence of danishSentencesOf(file)) {
        filesBySentence.set(sentence, [...(filesBySentence.get(sentence) ?? []), file]);
      }
    }
    const written = [...filesBySentence].filter(([, files]) => files.length > 1);
    expect(written.map(([sentence, files]) => `"${sentence}": ${files.join(', ')}`)).toEqual([]);
    // The walk saw the texts at all (a broken walk would pass the check above).
    expect(filesBySentence.size).toBeGreaterThan(300);
  });
});
