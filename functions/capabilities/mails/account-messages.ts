/**
 * The user pool's e-mails (the Cognito CustomMessage trigger): the sign-up confirmation, the
 * password reset and an admin's invitation, in Danish, with links into the site. Cognito puts
 * the code (or the temporary password) where `codeParameter` stands and the user name where
 * `usernameParameter` stands; an invitation must contain both. Cognito sends only the HTML.
 */
import { passwordPolicy } from '@shared/domain/account-policy';
import { pagePath, pageUrl, verbatim } from '@shared/site/pages';
import { serverContentFallback } from '@shared/texts/content-fallbacks';
import { fillText } from '@shared/texts/fill';
import { accountMailTexts as t } from '@shared/texts/mails';
import { button, heading, mailHtml, note, paragraph, type MailBlock } from './blocks';

export type AccountMessageKind = 'sign-up' | 'reset' | 'invitation';

export interface AccountMessageInput {
  kind: AccountMessageKind;
  /** The site's address, without a trailing slash. */
  site: string;
  email: string;
  /** Cognito's placeholder of the code or temporary password (`{####}`). */
  code: string;
  /** Cognito's placeholder of the user name (`{username}`). */
  username: string;
  /** Who the mail speaks as: the business's name (account-mail-name.ts). */
  senderName: string;
}

function withButton(
  site: string,
  title: string,
  body: readonly MailBlock[],
  label: string,
  url: string,
) {
  return mailHtml([
    heading(title),
    ...body,
    button(label, url),
    note(fillText(t.linkFallback, { url })),
    note(fillText(t.footer, { site })),
  ]);
}

/**
 * Cognito refuses an invitation's message without its user name placeholder. The owner signs
 * in with the e-mail (the pool's user name is an id they never use), so it stands in a comment:
 * present for Cognito, never shown.
 */
const userNameForCognito = (username: string) => `<!-- ${username.replace(/--/g, '')} -->`;

export function accountMessage(input: AccountMessageInput): { subject: string; html: string } {
  const site = input.senderName;
  // Cognito's placeholder stays as it is in the link, for Cognito to fill in.
  const query = {
    email: input.email,
    code: input.code === '{####}' ? verbatim(input.code) : input.code,
  };
  switch (input.kind) {
    case 'sign-up':
      return {
        subject: fillText(t.signUpSubject, { site }),
        html: withButton(
          site,
          t.signUpTitle,
          [paragraph(fillText(t.signUpBody, { site, code: input.code }))],
          t.signUpButton,
          pageUrl(input.site, 'emailConfirmed', {}, query),
        ),
      };
    case 'reset':
      return {
        subject: fillText(t.resetSubject, { site }),
        html: withButton(
          site,
          t.resetTitle,
          [paragraph(fillText(t.resetBody, { site, code: input.code }))],
          serverContentFallback('update-password-title'),
          pageUrl(input.site, 'updatePassword', {}, query),
        ),
      };
    case 'invitation': {
      return {
        subject: fillText(t.inviteSubject, { site }),
        html:
          withButton(
            site,
            t.inviteTitle,
            [
              paragraph(fillText(t.invitePurpose, { site, url: input.site })),
              paragraph(fillText(t.inviteSignIn, { email: input.email, password: input.code })),
              paragraph(
                fillText(t.inviteNext, {
                  length: passwordPolicy.minLength,
                  days: passwordPolicy.temporaryPasswordValidityDays,
                }),
              ),
            ],
            t.inviteButton,
            pageUrl(input.site, 'login', {}, { redirect: pagePath('admin') }),
          ) + userNameForCognito(input.username),
      };
    }
  }
}
