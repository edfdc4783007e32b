/**
 * The twin behaves like the deployed stack where people can see it. The synthesized template
 * (what `cdk deploy` creates) is read side by side with the twin as it runs against its
 * stand-ins, and the test fails where they differ: the password policy, token lifetimes,
 * whether errors tell that an account exists, which origins may upload to the buckets, which
 * API routes sit behind the JWT authorizer, the cap on unpaid bookings, and which functions may
 * calculate drive times, on what kind of route calculator. The twin is asked,
 * not its source read: a planted difference (say, another password minimum in the twin's
 * pool) fails here.
 */
import {
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  type UserPoolClientType,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetConfig, config } from '@functions/lib/config';
import { calculateRouteMatrix } from '@functions/geo/route-matrix';
import { deployedGroups, routeKey, routes } from '@shared/api/routes';
import { useTestGateway } from '@tests/integration/gateway';
import { createPoolUser } from '@tests/integration/pool-users';
import { takeRefusals } from '@tests/integration/refusals';
import { accessOfFunction } from '../constructs/declared-access';
import { runAsFunction } from '../local/function-access';
import { uploadOrigins } from '../upload-cors';
import {
  getAttTarget,
  logicalIdOf,
  refsIn,
  resourcesOfType,
  synthStack,
  type SynthResult,
} from './synth-stack';

const domainName = 'dronefoto.dk';
let synth: SynthResult;
const api = useTestGateway({ clientLimits: false });
const env = process.env as Record<string, string>;
const cognito = new CognitoIdentityProviderClient({
  endpoint: env.COGNITO_ENDPOINT,
  region: 'eu-north-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

beforeAll(async () => {
  synth = synthStack({
    settings: { domainName, certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/x' },
  });
}, 120_000);

/** The only resource of a type in the template. */
function single(type: string): Record<string, unknown> {
  const found = resourcesOfType(synth.template, type);
  expect(found, type).toHaveLength(1);
  return found[0]![1].Properties;
}

const unitMinutes: Record<string, number> = { seconds: 1 / 60, minutes: 1, hours: 60, days: 1440 };

/** A client's three token lifetimes in minutes, whatever units it states them in. */
function lifetimesInMinutes(client: UserPoolClientType) {
  const units = client.TokenValidityUnits ?? {};
  const minutes = (value: number | undefined, unit: string | undefined, fallback: string) =>
    (value ?? 0) * (unitMinutes[unit ?? fallback] ?? Number.NaN);
  return {
    access: minutes(client.AccessTokenValidity, units.AccessToken, 'hours'),
    id: minutes(client.IdTokenValidity, units.IdToken, 'hours'),
    refresh: minutes(client.RefreshTokenValidity, units.RefreshToken, 'days'),
  };
}

describe('accounts: the CDK user pool and the twin’s', () => {
  it('have the same password policy', async () => {
    const deployed = single('AWS::Cognito::UserPool').Policies as {
      PasswordPolicy: Record<string, unknown>;
    };
    const twin = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: env.USER_POOL_ID }));
    const policy = twin.UserPool?.Policies?.PasswordPolicy;
    const { PasswordHistorySize: _history, ...deployedPolicy } = deployed.PasswordPolicy;
    expect({
      MinimumLength: policy?.MinimumLength,
      RequireLowercase: policy?.RequireLowercase,
      RequireUppercase: policy?.RequireUppercase,
      RequireNumbers: policy?.RequireNumbers,
      RequireSymbols: policy?.RequireSymbols,
      TemporaryPasswordValidityDays: policy?.TemporaryPasswordValidityDays,
    }).toEqual(deployedPolicy);
  });

  it('issue tokens with the same lifetimes', async () => {
    const deployed = single('AWS::Cognito::UserPoolClient') as UserPoolClientType;
    const twin = await cognito.send(
      new DescribeUserPoolClientCommand({
        UserPoolId: env.USER_POOL_ID,
        ClientId: env.USER_POOL_CLIENT_ID,
      }),
    );
    const expected = lifetimesInMinutes(deployed);
    expect(lifetimesInMinutes(twin.UserPoolClient ?? {})).toEqual(expected);
    // And the twin's tokens really live that long.
    const user = await createPoolUser();
    const { exp = 0, iat = 0 } = decodeJwt(user.accessToken);
    expect((exp - iat) / 60).toBe(expected.access);
  });

  it('do not tell whether an account exists', async () => {
    const deployed = single('AWS::Cognito::UserPoolClient').PreventUserExistenceErrors;
    const twin = await cognito.send(
      new DescribeUserPoolClientCommand({
        UserPoolId: env.USER_POOL_ID,
        ClientId: env.USER_POOL_CLIENT_ID,
      }),
    );
    expect(twin.UserPoolClient?.PreventUserExistenceErrors).toBe(deployed);
    expect(deployed).toBe('ENABLED');
    // As AWS answers then: an unknown address signs in as a wrong password would, and a
    // reset of it seems to be sent.
    const nobody = `ingen-${Date.now()}@example.test`;
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          ClientId: env.USER_POOL_CLIENT_ID,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: nobody, PASSWORD: 'forkert-kode' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const reset = await cognito.send(
      new ForgotPasswordCommand({ ClientId: env.USER_POOL_CLIENT_ID, Username: nobody }),
    );
    expect(reset.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
  });
});

describe('uploads: bucket CORS', () => {
  it('allow the site’s origins by the same rule', async () => {
    const buckets = resourcesOfType(synth.template, 'AWS::S3::Bucket')
      .map(([, bucket]) => bucket.Properties.CorsConfiguration as { CorsRules: unknown[] })
      .filter(Boolean);
    expect(buckets).toHaveLength(2); // the public images and the private booking files
    const s3 = new S3Client({
      endpoint: env.S3_ENDPOINT,
      region: 'eu-north-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    for (const bucket of [env.PUBLIC_BUCKET, env.PRIVATE_BUCKET]) {
      const twin = (await s3.send(new GetBucketCorsCommand({ Bucket: bucket }))).CORSRules ?? [];
      expect(twin).toHaveLength(1);
      for (const deployed of buckets) {
        const [rule] = deployed.CorsRules as Array<Record<string, unknown>>;
        const { AllowedOrigins: deployedOrigins, ...deployedRest } = rule ?? {};
        const twinRule = twin[0];
        if (!twinRule) throw new Error(`${bucket} has no CORS rule`);
        const { AllowedOrigins: twinOrigins, ...twinRest } = twinRule;
        expect(deployedOrigins).toEqual(
          uploadOrigins({ origin: `https://${domainName}`, viaCloudFront: true }),
        );
        expect(twinOrigins).toEqual(uploadOrigins({ origin: env.SITE_URL, viaCloudFront: false }));
        expect({
          AllowedMethods: twinRest.AllowedMethods,
          AllowedHeaders: twinRest.AllowedHeaders,
          ExposedHeaders: twinRest.ExposeHeaders,
          MaxAge: twinRest.MaxAgeSeconds,
        }).toEqual(deployedRest);
      }
    }
  });
});

describe('the HTTP API', () => {
  it('guards the same routes with the JWT authorizer, answering as API Gateway does', async () => {
    const apiId = logicalIdOf(synth.stack.httpApi.api);
    const deployed = new Map(
      resourcesOfType(synth.withRoutes, 'AWS::ApiGatewayV2::Route')
        .filter(([, route]) => refsIn(route.Properties.ApiId).includes(apiId))
        .map(([, route]) => [
          String(route.Properties.RouteKey),
          route.Properties.AuthorizationType === 'JWT',
        ]),
    );
    const twin = new Map<string, boolean>();
    for (const route of routes) {
      const path = route.path.replace(/\{[^}]+\}/g, 'parity-probe');
      const answer = await fetch(`${api.url}${path}`, { method: route.method });
      const body = await answer.text();
      twin.set(
        routeKey(route),
        answer.status === 401 && body === JSON.stringify({ message: 'Unauthorized' }),
      );
    }
    expect(Object.fromEntries(twin)).toEqual(Object.fromEntries(deployed));
  });

  it('caps unpaid bookings alike', () => {
    const { MAX_UNPAID_BOOKINGS: _own, ...rest } = process.env;
    const deployed = new Set(
      resourcesOfType(synth.template, 'AWS::Lambda::Function')
        .map(([, fn]) => fn.Properties.Environment as { Variables?: Record<string, unknown> })
        .map((environment) => environment?.Variables?.MAX_UNPAID_BOOKINGS)
        .filter((value) => value !== undefined),
    );
    expect(deployed.size).toBe(1);
    try {
      process.env = rest;
      resetConfig();
      expect(String(config().MAX_UNPAID_BOOKINGS)).toBe([...deployed][0]);
    } finally {
      process.env = { ...rest, ...(_own === undefined ? {} : { MAX_UNPAID_BOOKINGS: _own }) };
      resetConfig();
    }
  });
});

describe('drive times: the route calculator', () => {
  const aarhus = { lat: 56.1567, lon: 10.2108 };
  const copenhagen = { lat: 55.6761, lon: 12.5683 };

  /** Whether the deployed function may calculate route matrices, and is told the calculator. */
  function deployedMayRoute(fn: Parameters<typeof logicalIdOf>[0], calculatorId: string): boolean {
    const resources = synth.template.toJSON().Resources as Record<
      string,
      { Properties: Record<string, unknown> }
    >;
    const roleId = getAttTarget(resources[logicalIdOf(fn)]?.Properties.Role);
    const granted = resourcesOfType(synth.template, 'AWS::IAM::Policy')
      .filter(
        ([, policy]) => roleId !== undefined && refsIn(policy.Properties.Roles).includes(roleId),
      )
      .flatMap(
        ([, policy]) => (policy.Properties.PolicyDocument as { Statement: unknown[] }).Statement,
      )
      .some((statement) => {
        const { Action, Resource } = statement as { Action: unknown; Resource: unknown };
        return (
          [Action].flat().includes('geo:CalculateRouteMatrix') &&
          [Resource].flat().some((resource) => getAttTarget(resource) === calculatorId)
        );
      });
    const environment = resources[logicalIdOf(fn)]?.Properties.Environment as
      { Variables?: Record<string, unknown> } | undefined;
    return granted && environment?.Variables?.ROUTE_CALCULATOR_NAME !== undefined;
  }

  it('let the same functions calculate drive times', async () => {
    const [calculator, ...others] = resourcesOfType(
      synth.template,
      'AWS::Location::RouteCalculator',
    );
    expect(others).toHaveLength(0);
    const calculatorId = calculator![0];
    const deployed = deployedGroups.filter((group) =>
      deployedMayRoute(synth.stack.routeTableApi.groupFunctions.get(group)!, calculatorId),
    );
    const twin: string[] = [];
    for (const group of deployedGroups) {
      const asked = runAsFunction(accessOfFunction(group), () =>
        calculateRouteMatrix([aarhus], [copenhagen]),
      );
      if (
        await asked.then(
          () => true,
          () => false,
        )
      )
        twin.push(group);
    }
    // The refused ones were refused by the twin's IAM (and are expected here).
    expect(
      takeRefusals()
        .map((refusal) => refusal.function)
        .sort(),
    ).toEqual(deployedGroups.filter((group) => !twin.includes(group)).sort());
    expect(twin).toEqual(deployed);
    expect(twin).toContain('bookings');
  });

  it('answer from a calculator of the same data source, under the same kind of name', async () => {
    const [[, calculator]] = resourcesOfType(synth.template, 'AWS::Location::RouteCalculator') as [
      [string, { Properties: Record<string, unknown> }],
    ];
    const answer = await fetch(
      `${config().LOCATION_ENDPOINT}/routes/v0/calculators/${config().ROUTE_CALCULATOR_NAME}/calculate/route-matrix`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          DeparturePositions: [[aarhus.lon, aarhus.lat]],
          DestinationPositions: [[copenhagen.lon, copenhagen.lat]],
        }),
      },
    );
    const body = (await answer.json()) as { Summary: { DataSource: string } };
    expect(body.Summary.DataSource).toBe(calculator.Properties.DataSource);
    // `${stackName}-routes` in AWS, `dronefoto-routes` in the twin.
    expect(String(calculator.Properties.CalculatorName).toLowerCase()).toBe(
      config().ROUTE_CALCULATOR_NAME,
    );
  });
});
