/** What every geocoder answers: a point in decimal degrees and a readable label. */
export type { GeocodeResult } from './geocode-cache';
