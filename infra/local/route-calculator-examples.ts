/**
 * The route calculator stand-in's worked example, for its tests with and without HTTP: from
 * Aarhus and from Copenhagen to Copenhagen, and the matrix Amazon Location would answer.
 */
import { estimateDrive } from '@functions/geo/drive-estimate';

export const aarhus: [number, number] = [10.2108, 56.1567];
export const copenhagen: [number, number] = [12.5683, 55.6761];

/** The drive estimate of Aarhus → Copenhagen. */
export const aarhusToCopenhagen = estimateDrive(
  { lat: aarhus[1], lon: aarhus[0] },
  { lat: copenhagen[1], lon: copenhagen[0] },
);

/** The answer to DeparturePositions [aarhus, copenhagen], DestinationPositions [copenhagen]. */
export const twoToCopenhagenMatrix = {
  RouteMatrix: [
    [{ Distance: aarhusToCopenhagen.km, DurationSeconds: aarhusToCopenhagen.minutes * 60 }],
    [{ Distance: 0, DurationSeconds: 0 }],
  ],
  SnappedDeparturePositions: [aarhus, copenhagen],
  SnappedDestinationPositions: [copenhagen],
  Summary: { DataSource: 'Esri', RouteCount: 2, ErrorCount: 0, DistanceUnit: 'Kilometers' },
};
