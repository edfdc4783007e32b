import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '@functions/accounts/custom-message';

function triggerEvent(triggerSource: CustomMessageTriggerEvent['triggerSource']) {
  return {
    version: '1',
    region: 'eu-north-1',
    userPoolId: 'eu-north-1_test',
    userName: '6f1c-uuid',
    callerContext: { awsSdkVersion: '3', clientId: 'CLIENT_ID_NOT_APPLICABLE' },
    triggerSource,
    request: {
      userAttributes: { email: 'ejer@example.dk' },
      codeParameter: '{####}',
      usernameParameter: '{username}',
      linkParameter: '{##Click Here##}',
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as unknown as CustomMessageTriggerEvent;
}

const run = (event: CustomMessageTriggerEvent) =>
  handler(event, {} as never) as Promise<CustomMessageTriggerEvent>;

/** The site's `/api/bootstrap` as the trigger reads it: the business's name and the content. */
function siteAnswers(business: { name: string } | null, siteName?: string) {
  const answer = {
    business: business && { ...business, address: 'Vestergade 1, 8000 Aarhus C', cvr: '12345678' },
    content: siteName === undefined ? [] : [{ key: 'site-name', type: 'text', value: siteName }],
    products: [],
  };
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => Promise.resolve(Response.json(answer)));
}

let siteNumber = 0;
/** A site of its own per test: the trigger keeps a site's name five minutes. */
function newSite() {
  siteNumber += 1;
  process.env.SITE_URL = `https://site-${siteNumber}.example.dk/`;
  return `https://site-${siteNumber}.example.dk`;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('who the account mails speak as', () => {
  it("the business's name from Indstillinger, read from the site's public bootstrap", async () => {
    const fetchSpy = siteAnswers({ name: 'Luftfoto Aarhus ApS' }, 'Min side');
    const site = newSite();
    const { response } = await run(triggerEvent('CustomMessage_AdminCreateUser'));
    expect(response.emailSubject).toBe('Du er inviteret som administrator hos Luftfoto Aarhus ApS');
    expect(response.emailMessage).toContain('Luftfoto Aarhus ApS');
    expect(response.emailMessage).not.toContain('hos Dronefoto');
    expect(fetchSpy).toHaveBeenCalledWith(`${site}/api/bootstrap`, expect.anything());
  });

  it("the site's name before the business's details are saved", async () => {
    siteAnswers(null, 'Himmelfoto');
    newSite();
    const { response } = await run(triggerEvent('CustomMessage_SignUp'));
    expect(response.emailSubject).toContain('Himmelfoto');
  });

  it("the catalogue's name when the site does not answer, and the mail still goes", async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    newSite();
    const { response } = await run(triggerEvent('CustomMessage_ForgotPassword'));
    expect(response.emailSubject).toContain('Dronefoto');
    expect(response.emailMessage).toContain('{####}');
  });

  it('asks the site once per few minutes, not once per mail', async () => {
    const fetchSpy = siteAnswers({ name: 'Luftfoto Aarhus ApS' });
    newSite();
    await run(triggerEvent('CustomMessage_SignUp'));
    await run(triggerEvent('CustomMessage_ForgotPassword'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});

describe('the invitation of an admin (AdminCreateUser)', () => {
  beforeEach(() => {
    process.env.SITE_URL = 'https://dronefoto.dk/';
    siteAnswers(null);
  });

  it('is Danish, names the site, the e-mail and the temporary password, and says what to do', async () => {
    const { response } = await run(triggerEvent('CustomMessage_AdminCreateUser'));
    expect(response.emailSubject).toBe('Du er inviteret som administrator hos Dronefoto');
    const message = response.emailMessage ?? '';
    expect(message).toContain('https://dronefoto.dk');
    expect(message).toContain('ejer@example.dk');
    expect(message).toContain('midlertidige adgangskode');
    expect(message).toContain('vælger du din egen adgangskode');
    expect(message).toContain('href="https://dronefoto.dk/login?redirect=%2Fadmin"');
  });

  it('carries both placeholders Cognito requires of an invitation', async () => {
    const message = (await run(triggerEvent('CustomMessage_AdminCreateUser'))).response
      .emailMessage;
    expect(message).toContain('{####}');
    expect(message).toContain('<!-- {username} -->');
    // The owner signs in by e-mail: no 'Brugernavn' with the pool's id to puzzle over.
    expect(message).not.toContain('Brugernavn');
  });

  it("links the sign-up and reset mails to their pages with Cognito's code placeholder as it is", async () => {
    const signUp = (await run(triggerEvent('CustomMessage_SignUp'))).response.emailMessage;
    expect(signUp).toContain(
      'href="https://dronefoto.dk/email-confirmed?email=ejer%40example.dk&amp;code={####}"',
    );
    const reset = (await run(triggerEvent('CustomMessage_ForgotPassword'))).response.emailMessage;
    expect(reset).toContain(
      'href="https://dronefoto.dk/update-password?email=ejer%40example.dk&amp;code={####}"',
    );
  });

  it('leaves the other messages as they were', async () => {
    const { response } = await run(triggerEvent('CustomMessage_ForgotPassword'));
    expect(response.emailSubject).toBe('Nulstil din adgangskode hos Dronefoto');
  });
});
