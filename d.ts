import ts from 'typescript';
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
const files = execSync("git ls-files 'shared/**/*.ts' 'shared/*.ts' 'functions/*.ts' 'web/src/*.ts' 'web/src/*.tsx' 'infra/*.ts'", { encoding: 'utf8' }).split('\n').filter(f => f && !/\.test\.tsx?$/.test(f) && !f.includes('/test/'));
const seen = new Map<string, Set<string>>();
const danish = (s: string) => /[a-zæøåA-ZÆØÅ]/.test(s) && /\s/.test(s.trim()) && /[æøåÆØÅ]|\b(og|af|til|er|ikke|du|din|dit|med|på|en|et|der|kunne|venligst|for|fra|kan|vi|har)\b/.test(s);
for (const f of files) {
  const src = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true, f.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (n: ts.Node) => {
    let t: string | undefined;
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) t = n.text;
    else if (ts.isJsxText(n)) t = n.text.trim();
    if (t && danish(t)) { const k = t.trim(); if (!seen.has(k)) seen.set(k, new Set()); seen.get(k)!.add(f); }
    ts.forEachChild(n, visit);
  };
  visit(src);
}
let n = 0;
for (const [t, fs] of seen) if (fs.size > 1) { n++; console.log(JSON.stringify(t), [...fs].join(' ')); }
console.log('duplicates', n, 'distinct danish strings', seen.size);
