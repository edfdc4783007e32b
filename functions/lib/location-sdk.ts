/**
 * The parts of the AWS SDK that Amazon Location calls use (the place index and the route
 * calculator), in one module loaded with `await import(...)` on the first call: geocodes and
 * drive times are cached in the table, so most requests never call Location; the client is
 * left out of the bundles and shipped beside those that use it (docs/decisions/0022).
 */
export {
  CalculateRouteMatrixCommand,
  LocationClient,
  SearchPlaceIndexForTextCommand,
} from '@aws-sdk/client-location';
