/**
 * Loose keys for Danish place names, so that spelling variants meet: case, accents, the
 * Danish letters (æ → a, ø → o, å → a) and the old spelling "aa" for "å" (Aarhus = Århus,
 * Aabenraa = Åbenrå, København = Kobenhavn).
 */
export function placeNameKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/æ/g, 'a')
    .replace(/ø/g, 'o')
    .replace(/aa/g, 'a')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * District and region suffixes of post town names ("Aarhus C", "Odense SØ", "Hurup Thy",
 * "Nykøbing Sj"), as loose keys: a town is also known by its name without them.
 */
const suffixes = new Set(
  [
    'C',
    'K',
    'V',
    'N',
    'S',
    'Ø',
    'NV',
    'SV',
    'SØ',
    'NØ',
    'M',
    'J',
    'F',
    'L',
    'Sj',
    'Sjælland',
    'Fyn',
    'Vestj',
    'Thy',
    'Jyll',
    'Midtsj',
    'St',
    'Stevns',
    'Sydfyn',
    'Djurs',
    'Ærø',
    'Øst',
  ].map(placeNameKey),
);

/** "Aarhus C" → "arhus"; null when the name has no district suffix. */
export function baseNameKey(name: string): string | null {
  const words = placeNameKey(name).split(' ');
  if (words.length < 2 || !suffixes.has(words[words.length - 1]!)) return null;
  return words.slice(0, -1).join(' ');
}
