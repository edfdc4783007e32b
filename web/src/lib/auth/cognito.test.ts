import { describe, expect, it, vi } from 'vitest';
import { CognitoError, cognitoRequest, networkErrorCode, normalizeEmail } from './cognito';
import { cognitoEndpointOf, websocketUrlOf } from '../web-config';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_input: string, _init: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
}

describe('cognitoRequest', () => {
  it('posts the JSON API call with the target header', async () => {
    const fetchImpl = fakeFetch(200, { AuthenticationResult: { AccessToken: 'a' } });
    const result = await cognitoRequest('/_local/cognito', 'InitiateAuth', { x: 1 }, fetchImpl);
    expect(result).toEqual({ AuthenticationResult: { AccessToken: 'a' } });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/_local/cognito');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('x-amz-target')).toBe('AWSCognitoIdentityProviderService.InitiateAuth');
    expect(headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(JSON.parse(String(init.body))).toEqual({ x: 1 });
  });

  it('throws the exception name and message of a refusal', async () => {
    const fetchImpl = fakeFetch(400, {
      __type: 'com.amazonaws.cognito#NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(cognitoRequest('/c', 'InitiateAuth', {}, fetchImpl)).rejects.toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('reports cognito-local unsupported operations and unreachable endpoints', async () => {
    const unsupported = fakeFetch(500, {
      __type: 'CognitoLocal#Unsupported',
      message: 'Cognito Local unsupported feature',
    });
    await expect(
      cognitoRequest('/c', 'ResendConfirmationCode', {}, unsupported),
    ).rejects.toMatchObject({ code: 'Unsupported' });
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await cognitoRequest('/c', 'SignUp', {}, offline).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CognitoError);
    expect((error as CognitoError).code).toBe(networkErrorCode);
  });
});

describe('configuration helpers', () => {
  it('uses the local endpoint when given, else the regional AWS endpoint', () => {
    const base = {
      region: 'eu-north-1',
      userPoolId: 'p',
      userPoolClientId: 'c',
      websocketUrl: '/ws',
    };
    expect(cognitoEndpointOf({ ...base, cognitoEndpoint: '/_local/cognito' })).toBe(
      '/_local/cognito',
    );
    expect(cognitoEndpointOf(base)).toBe('https://cognito-idp.eu-north-1.amazonaws.com/');
  });

  it('turns a relative WebSocket path into a URL on this host', () => {
    expect(
      websocketUrlOf({ websocketUrl: '/ws' }, { protocol: 'http:', host: 'localhost:3000' }),
    ).toBe('ws://localhost:3000/ws');
    expect(
      websocketUrlOf({ websocketUrl: '/ws' }, { protocol: 'https:', host: 'dronefoto.dk' }),
    ).toBe('wss://dronefoto.dk/ws');
    expect(
      websocketUrlOf(
        { websocketUrl: 'wss://abc.execute-api.eu-north-1.amazonaws.com/prod' },
        {
          protocol: 'https:',
          host: 'dronefoto.dk',
        },
      ),
    ).toBe('wss://abc.execute-api.eu-north-1.amazonaws.com/prod');
  });

  it('compares e-mails case-insensitively', () => {
    expect(normalizeEmail('  Kunde@Example.DK ')).toBe('kunde@example.dk');
  });
});
