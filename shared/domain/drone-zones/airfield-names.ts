/**
 * The Danish airfields by the names Danes use (issue 40): OurAirports names them in English
 * ('Copenhagen Kastrup Airport'), and the generated list (airfields.generated.ts) keeps its
 * source's words. Every sentence that names an airfield asks `airfieldName`; an airfield not
 * in this map keeps its source name.
 */
import type { Airfield } from './airfields';

export const danishAirfieldNames: Readonly<Record<string, string>> = {
  EKAH: 'Aarhus Lufthavn',
  EKBI: 'Billund Lufthavn',
  EKCH: 'Københavns Lufthavn, Kastrup',
  EKEB: 'Esbjerg Lufthavn',
  EKKA: 'Karup Lufthavn',
  EKMB: 'Lolland Falster Lufthavn, Maribo',
  EKOD: 'Odense Lufthavn',
  EKRK: 'Københavns Lufthavn, Roskilde',
  EKRN: 'Bornholms Lufthavn',
  EKSB: 'Sønderborg Lufthavn',
  EKSN: 'Sindal Flyveplads',
  EKSP: 'Flyvestation Skrydstrup',
  EKSV: 'Skive Lufthavn',
  EKTS: 'Thisted Lufthavn',
  EKVD: 'Kolding Lufthavn, Vamdrup',
  EKVJ: 'Vestjyllands Lufthavn, Stauning',
  EKYT: 'Aalborg Lufthavn',
};

/** The airfield's Danish name ('Københavns Lufthavn, Kastrup'), else its source's. */
export function airfieldName(airfield: Pick<Airfield, 'ident' | 'name'>): string {
  return danishAirfieldNames[airfield.ident] ?? airfield.name;
}
