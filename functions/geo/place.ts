/** A point in decimal degrees (WGS 84), as the geocoders answer it. Amazon Location writes [lon, lat]. */
export type Place = { lat: number; lon: number };
