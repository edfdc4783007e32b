/**
 * Account e-mails end to end below the browser: cognito-local (as the twin runs it) calls
 * our CustomMessage trigger and mails the Danish message through SES local, the link in it
 * carries the code that confirms the account or sets a new password, and confirmation
 * creates the profile through the PostConfirmation trigger.
 */
import {
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getProfile } from '@functions/stores/profiles';
import { localCognitoClient } from '@infra/local/cognito-pool';
import { readMailbox, type LocalMail } from '@infra/local/mailbox';

const env = process.env as Record<string, string>;
const cognito = localCognitoClient(env.COGNITO_ENDPOINT!);
const ClientId = env.USER_POOL_CLIENT_ID!;
const site = env.SITE_URL!;

/** The newest mail to `email` with a link to `page`, and the code in that link. */
async function mailedLink(email: string, page: string) {
  const pattern = new RegExp(
    `${site}${page}\\?email=${encodeURIComponent(email).replace(/[.]/g, '\\.')}&code=(\\d{6})`,
  );
  let mail: LocalMail | undefined;
  for (let tries = 0; tries < 25 && !mail; tries++) {
    const mails = await readMailbox(env.SES_ENDPOINT!);
    // The HTML's links are attribute values: `&` stands as `&amp;`.
    mail = mails.find((m) => m.to.includes(email) && pattern.test(m.html.replace(/&amp;/g, '&')));
    if (!mail) await new Promise((r) => setTimeout(r, 200));
  }
  if (!mail) throw new Error(`no mail to ${email} with a link to ${page}`);
  const code = pattern.exec(mail.html.replace(/&amp;/g, '&'))?.[1];
  if (!code) throw new Error('no code');
  return { mail, code };
}

const signIn = (email: string, password: string) =>
  cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );

async function signUp(password: string) {
  const email = `signup-${randomUUID().slice(0, 8)}@example.dk`;
  const out = await cognito.send(
    new SignUpCommand({
      ClientId,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  if (!out.UserSub) throw new Error('no UserSub');
  return { email, sub: out.UserSub };
}

describe('account e-mails', () => {
  it('mails a Danish confirmation link whose code confirms the account and creates the profile', async () => {
    const { email, sub } = await signUp('Hemmelig1');
    const { mail, code } = await mailedLink(email, '/email-confirmed');
    expect(mail.subject).toBe('Bekræft din e-mail hos Dronefoto');
    expect(mail.from).toContain('booking@dronefoto.local');
    expect(mail.html).toContain('Bekræft e-mail');
    expect(mail.html).toContain(`Din kode er ${code}`);
    expect(mail.html + mail.text).not.toContain('{####}');
    expect(mail.text).toContain(`/email-confirmed?email=${encodeURIComponent(email)}&code=${code}`);
    expect(await getProfile(sub)).toBeUndefined();

    await expect(
      cognito.send(
        new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: '000000' }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await cognito.send(
      new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: code }),
    );

    expect(await getProfile(sub)).toEqual({ id: sub, email, is_admin: false, credits: 0 });
    const auth = await signIn(email, 'Hemmelig1');
    expect(auth.AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('mails a password reset link whose code sets the new password; the old one is refused', async () => {
    const { email } = await signUp('Gammel123');
    const confirmation = await mailedLink(email, '/email-confirmed');
    await cognito.send(
      new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: confirmation.code }),
    );

    await cognito.send(new ForgotPasswordCommand({ ClientId, Username: email }));
    const { mail, code } = await mailedLink(email, '/update-password');
    expect(mail.subject).toBe('Nulstil din adgangskode hos Dronefoto');
    expect(mail.html).toContain('Vælg ny adgangskode');
    expect(mail.html + mail.text).not.toContain('{####}');

    await cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId,
        Username: email,
        ConfirmationCode: code,
        Password: 'Ny12345',
      }),
    );
    const fresh = await signIn(email, 'Ny12345');
    expect(fresh.AuthenticationResult?.AccessToken).toBeTruthy();
    await expect(signIn(email, 'Gammel123')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });
});
