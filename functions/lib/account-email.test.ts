/**
 * The user pool's AdminGetUser behind accountEmail, mocked with aws-sdk-client-mock: a user
 * who is gone has no address (callers answer 404/401), any other Cognito failure is thrown
 * (the request fails with 500 and can be retried) and never creates a profile.
 */
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InternalErrorException,
  TooManyRequestsException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '@functions/lib/auth';
import { HttpError } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { unitTestEnv, useMockedAws } from '@tests/support/unit-test-env';
import { accountEmail } from './account-email';
import { getMe } from '@functions/capabilities/accounts/get-me';

const cognito = mockClient(CognitoIdentityProviderClient);
const dynamo = mockClient(DynamoDBDocumentClient);

useMockedAws([cognito, dynamo]);

const adminGetUserInputs = () =>
  cognito.commandCalls(AdminGetUserCommand).map((call) => call.args[0].input);

const userNotFound = () =>
  new UserNotFoundException({ message: 'User does not exist.', $metadata: {} });
const throttled = () =>
  new TooManyRequestsException({ message: 'Too many requests', $metadata: {} });

describe('accountEmail', () => {
  it("reads the user's email attribute from the configured pool", async () => {
    cognito.on(AdminGetUserCommand).resolves({
      Username: 'kunde',
      UserAttributes: [
        { Name: 'sub', Value: 'u-1' },
        { Name: 'email', Value: 'kunde@example.dk' },
      ],
    });
    expect(await accountEmail('kunde')).toBe('kunde@example.dk');
    expect(adminGetUserInputs()).toEqual([
      { UserPoolId: unitTestEnv.USER_POOL_ID, Username: 'kunde' },
    ]);
  });

  it('answers undefined for a user without an email attribute', async () => {
    cognito
      .on(AdminGetUserCommand)
      .resolves({ Username: 'kunde', UserAttributes: [{ Name: 'sub', Value: 'u-1' }] });
    expect(await accountEmail('kunde')).toBeUndefined();
  });

  it('answers undefined when the user is gone (UserNotFoundException)', async () => {
    cognito.on(AdminGetUserCommand).rejects(userNotFound());
    expect(await accountEmail('slettet')).toBeUndefined();
    expect(adminGetUserInputs()).toEqual([
      { UserPoolId: unitTestEnv.USER_POOL_ID, Username: 'slettet' },
    ]);
  });

  it.each([
    ['TooManyRequestsException', throttled],
    [
      'InternalErrorException',
      () => new InternalErrorException({ message: 'Internal error', $metadata: {} }),
    ],
  ])('rethrows any other Cognito failure (%s)', async (_name, failure) => {
    const error = failure();
    cognito.on(AdminGetUserCommand).rejects(error);
    await expect(accountEmail('kunde')).rejects.toBe(error);
    expect(adminGetUserInputs()).toHaveLength(1);
  });
});

describe('getMe when the profile is missing and Cognito is asked', () => {
  const caller: Caller = { userId: 'u-1', username: 'kunde', groups: [], isAdmin: false };
  const input: InputOf<'getMe'> = {
    body: undefined,
    query: {},
    params: {},
    caller,
    headers: {},
    rawBody: '',
    event: {} as APIGatewayProxyEventV2,
  };
  const profileKey = { pk: 'USER#u-1', sk: 'PROFILE' };

  beforeEach(() => {
    dynamo.on(GetCommand, { Key: profileKey }).resolves({});
  });

  it('creates the profile with the pool address', async () => {
    cognito
      .on(AdminGetUserCommand)
      .resolves({ UserAttributes: [{ Name: 'email', Value: 'kunde@example.dk' }] });
    dynamo.on(PutCommand).resolves({});
    expect(await getMe(input)).toEqual({
      id: 'u-1',
      email: 'kunde@example.dk',
      is_admin: false,
      credits: 0,
    });
    expect(dynamo.commandCalls(PutCommand).map((call) => call.args[0].input)).toEqual([
      {
        TableName: unitTestEnv.TABLE_NAME,
        Item: expect.objectContaining({ ...profileKey, email: 'kunde@example.dk' }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    ]);
  });

  it('answers 404 without writing when the user is gone from the pool', async () => {
    cognito.on(AdminGetUserCommand).rejects(userNotFound());
    const failure = await getMe(input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 404, message: 'Profilen blev ikke fundet' });
    expect(adminGetUserInputs()).toEqual([
      { UserPoolId: unitTestEnv.USER_POOL_ID, Username: 'kunde' },
    ]);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('fails with the Cognito error (a 500, not a 404) and writes nothing when Cognito is throttled', async () => {
    const error = throttled();
    cognito.on(AdminGetUserCommand).rejects(error);
    await expect(getMe(input)).rejects.toBe(error);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('does not ask Cognito when the profile exists', async () => {
    dynamo.on(GetCommand, { Key: profileKey }).resolves({
      Item: { ...profileKey, id: 'u-1', email: 'kunde@example.dk', is_admin: false, credits: 5 },
    });
    expect(await getMe(input)).toMatchObject({ id: 'u-1', credits: 5 });
    expect(cognito.calls()).toHaveLength(0);
  });
});
