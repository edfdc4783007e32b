/** ListUsersInGroup behind listAdminEmails, mocked with aws-sdk-client-mock. */
import {
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
  ResourceNotFoundException,
  TooManyRequestsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { unitTestEnv, useMockedAws } from '@tests/support/unit-test-env';
import { listAdminEmails } from './admin-addresses';

const cognito = mockClient(CognitoIdentityProviderClient);

useMockedAws([cognito]);

const listInputs = () =>
  cognito.commandCalls(ListUsersInGroupCommand).map((call) => call.args[0].input);

const pageRequest = (NextToken?: string) => ({
  UserPoolId: unitTestEnv.USER_POOL_ID,
  GroupName: 'admin',
  Limit: 60,
  NextToken,
});

const user = (email: string | undefined, enabled = true) => ({
  Enabled: enabled,
  Attributes: email === undefined ? [] : [{ Name: 'email', Value: email }],
});

describe('listAdminEmails', () => {
  it('reads the admin group page by page; disabled users and users without e-mail are left out', async () => {
    cognito
      .on(ListUsersInGroupCommand, { NextToken: undefined })
      .resolves({
        Users: [user(' Ejer@Example.dk '), user('spaerret@example.dk', false), user(undefined)],
        NextToken: 'page-2',
      })
      .on(ListUsersInGroupCommand, { NextToken: 'page-2' })
      .resolves({ Users: [user('hjaelper@example.dk'), user('ejer@example.dk')] });

    expect(await listAdminEmails()).toEqual(['ejer@example.dk', 'hjaelper@example.dk']);
    expect(listInputs()).toEqual([pageRequest(), pageRequest('page-2')]);
  });

  it('fails when Cognito fails (the caller decides what a missing list means)', async () => {
    const error = new ResourceNotFoundException({ message: 'Group not found', $metadata: {} });
    cognito.on(ListUsersInGroupCommand).rejects(error);
    await expect(listAdminEmails()).rejects.toBe(error);
    expect(listInputs()).toEqual([pageRequest()]);
  });

  it('fails as a whole when a later page fails, rather than answering part of the list', async () => {
    const error = new TooManyRequestsException({ message: 'Too many requests', $metadata: {} });
    cognito
      .on(ListUsersInGroupCommand, { NextToken: undefined })
      .resolves({ Users: [user('ejer@example.dk')], NextToken: 'page-2' })
      .on(ListUsersInGroupCommand, { NextToken: 'page-2' })
      .rejects(error);
    await expect(listAdminEmails()).rejects.toBe(error);
    expect(listInputs()).toEqual([pageRequest(), pageRequest('page-2')]);
  });
});
