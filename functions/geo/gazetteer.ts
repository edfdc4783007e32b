/**
 * The offline geocoder of the local twin: resolves an address to the centre of its Danish
 * post town, by postcode first ("Vestergade 1, 8000 Aarhus C"), else by town name
 * ("Skagen", "Torvet 1, Vejle"). Unknown places answer null. Data: `gazetteer-data.ts`.
 */
import type { GeocodeResult } from './geocode-result';
import { gazetteerLines } from './gazetteer-data';
import { baseNameKey, placeNameKey } from './place-names';

export interface PostTown {
  firstPostcode: number;
  lastPostcode: number;
  name: string;
  lat: number;
  lon: number;
}

function parseLine(line: string): PostTown {
  const [codes, name, lat, lon] = line.split(';');
  const [first, last] = codes!.split('-').map(Number);
  return {
    firstPostcode: first!,
    lastPostcode: last ?? first!,
    name: name!,
    lat: Number(lat),
    lon: Number(lon),
  };
}

export const postTowns: readonly PostTown[] = gazetteerLines
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean)
  .map(parseLine);

/** Other names people use for a post town. */
const aliases: Readonly<Record<string, string>> = {
  copenhagen: 'København K',
  kbh: 'København K',
  lyngby: 'Kongens Lyngby',
  'frederiksberg c': 'Frederiksberg C',
};

function buildTownIndex(): Map<string, PostTown> {
  const index = new Map<string, PostTown>();
  const byName = new Map(postTowns.map((town) => [town.name, town]));
  // Full names win over shortened ones; among shortened ones the first (lowest postcode) wins.
  for (const town of postTowns) index.set(placeNameKey(town.name), town);
  for (const town of postTowns) {
    const base = baseNameKey(town.name);
    if (base && !index.has(base)) index.set(base, town);
  }
  for (const [alias, name] of Object.entries(aliases)) {
    const town = byName.get(name);
    if (town && !index.has(alias)) index.set(alias, town);
  }
  return index;
}

const townIndex = buildTownIndex();

export function postTownOfPostcode(postcode: number): PostTown | undefined {
  return postTowns.find((t) => postcode >= t.firstPostcode && postcode <= t.lastPostcode);
}

export function postTownOfName(name: string): PostTown | undefined {
  return townIndex.get(placeNameKey(name));
}

const result = (town: PostTown, postcode: number): GeocodeResult => ({
  lat: town.lat,
  lon: town.lon,
  label: `${postcode} ${town.name}`,
});

function byPostcode(address: string): GeocodeResult | null {
  const postcodes = [...address.matchAll(/(?<!\d)(\d{4})(?!\d)/g)].map((m) => Number(m[1]));
  // The postcode comes after the street and house number: try the last one first.
  for (const postcode of postcodes.reverse()) {
    const town = postTownOfPostcode(postcode);
    if (town) return result(town, postcode);
  }
  return null;
}

/** The town named at the end of one of the address's comma-separated parts. */
function byTownName(address: string): GeocodeResult | null {
  const parts = address.split(/[,\n]/).reverse();
  for (const part of parts) {
    const words = placeNameKey(part.replace(/\d+\s*[a-z]?\b/gi, ' ')).split(' ');
    for (let start = 0; start < words.length; start += 1) {
      const town = townIndex.get(words.slice(start).join(' '));
      if (town) return result(town, town.firstPostcode);
    }
  }
  return null;
}

export function geocodeWithGazetteer(address: string): GeocodeResult | null {
  if (!address.trim()) return null;
  return byPostcode(address) ?? byTownName(address);
}
