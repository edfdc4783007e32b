/**
 * Which routes API Gateway guards with the Cognito JWT authorizer: every `user` and `admin`
 * route. The CDK app attaches the authorizer by this rule, the twin's gateway emulates the
 * authorizer by it, and a parity test holds both to it. The handler verifies the token again
 * (and the admin group) either way.
 */
import type { RouteDef } from './route-def';

export const hasJwtAuthorizer = (route: Pick<RouteDef, 'caller'>): boolean =>
  route.caller !== 'public';
