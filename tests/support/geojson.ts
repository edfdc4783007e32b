/** GeoJSON the zone import refuses, for its own test and the admin API's. */

/** A polygon whose ring does not end where it began. */
export const openRingPolygon = JSON.stringify({
  type: 'Polygon',
  coordinates: [
    [
      [10, 56],
      [10, 57],
      [11, 56],
      [11, 57],
    ],
  ],
});
