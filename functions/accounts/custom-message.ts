/**
 * Cognito CustomMessage trigger: the Danish sign-up confirmation, password-reset and admin
 * invitation e-mails, with links into the site. Cognito replaces the request's
 * `codeParameter` (`{####}`) with the code or temporary password, and `usernameParameter`
 * (`{username}`) with the user name; an invitation must contain both.
 */
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { contentFallback } from '@shared/content/catalog';
import { pagePath, pageUrl, verbatim } from '@shared/site/pages';
import { passwordPolicy } from '@shared/domain/account-policy';
import { escapeHtml } from '@functions/lib/html';
import { withRequestLogging } from '@functions/lib/logger';

const brand = 'Dronefoto';

function layout(title: string, body: string, action: { label: string; url: string }): string {
  return `<!doctype html><html lang="da"><body style="margin:0;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><h1 style="font-size:22px;margin:0 0 16px">${title}</h1>
<p style="font-size:16px;line-height:1.5;margin:0 0 24px">${body}</p>
<p style="margin:0 0 24px"><a href="${action.url}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${action.label}</a></p>
<p style="font-size:13px;color:#4b5563;margin:0">Virker knappen ikke? Kopiér dette link ind i din browser:<br><span style="word-break:break-all">${action.url}</span></p>
</td></tr></table>
<p style="font-size:12px;color:#6b7280">${brand} · Dronefoto og -video i hele Danmark</p>
</td></tr></table></body></html>`;
}

async function handle(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  // Only SITE_URL is given to this trigger (the pool cannot reference itself), so it does not
  // read the full handler configuration.
  const site = process.env.SITE_URL ?? '';
  const email = event.request.userAttributes.email ?? event.userName;
  const code = event.request.codeParameter;
  // In AWS the code is Cognito's placeholder `{####}`, kept as it is for Cognito to replace;
  // the twin's cognito-local gives the code itself.
  const codeQuery = () => ({ email, code: code === '{####}' ? verbatim(code) : code });
  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode': {
      const url = pageUrl(site, 'emailConfirmed', {}, codeQuery());
      event.response.emailSubject = `Bekræft din e-mail hos ${brand}`;
      event.response.emailMessage = layout(
        'Velkommen! Bekræft din e-mail',
        `Tak fordi du har oprettet en konto hos ${brand}. Klik på knappen for at bekræfte din e-mailadresse. Din kode er ${code}.`,
        { label: 'Bekræft e-mail', url },
      );
      break;
    }
    case 'CustomMessage_ForgotPassword': {
      const url = pageUrl(site, 'updatePassword', {}, codeQuery());
      event.response.emailSubject = `Nulstil din adgangskode hos ${brand}`;
      event.response.emailMessage = layout(
        'Nulstil din adgangskode',
        `Vi har modtaget en anmodning om at nulstille adgangskoden til din konto. Klik på knappen for at vælge en ny adgangskode. Din kode er ${code}. Har du ikke bedt om det, kan du se bort fra denne e-mail.`,
        { label: contentFallback('update-password-title'), url },
      );
      break;
    }
    case 'CustomMessage_AdminCreateUser': {
      // `/login?redirect=%2Fadmin`: after signing in (and choosing a password), the admin panel.
      const url = pageUrl(site, 'login', {}, { redirect: pagePath('admin') });
      const password = event.request.codeParameter;
      const username = event.request.usernameParameter ?? '{username}';
      event.response.emailSubject = `Du er inviteret som administrator hos ${brand}`;
      event.response.emailMessage = layout(
        'Velkommen som administrator',
        `Du er inviteret til at administrere ${brand}s hjemmeside på ${escapeHtml(site)}.<br><br>` +
          `Log ind med din e-mail <strong>${escapeHtml(email)}</strong> og denne midlertidige adgangskode: ` +
          `<strong style="font-family:monospace;font-size:18px">${password}</strong><br><br>` +
          `Når du har logget ind, vælger du din egen adgangskode (mindst ${passwordPolicy.minLength} tegn). ` +
          `Derefter åbner adminpanelet med en guide til at gøre siden klar til bookinger. ` +
          `Den midlertidige adgangskode virker i ${passwordPolicy.temporaryPasswordValidityDays} dage.<br><br>` +
          `<span style="font-size:13px;color:#4b5563">Brugernavn: ${username}</span>`,
        { label: 'Log ind', url },
      );
      break;
    }
    default:
      break;
  }
  return event;
}

/** The Lambda entry point, its log lines carrying the request id. */
export const handler = withRequestLogging(handle);
