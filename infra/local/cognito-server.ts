/**
 * The twin's cognito-local: the server cognito-local's own `createDefaultServer` builds
 * (lib/server/defaults.js, same services, same `.cognito` folder in the working directory),
 * except that its codes are not only printed but mailed: sign-up confirmations and
 * password resets go through SES v2 (aws-ses-v2-local) into the local mailbox, as the
 * Danish messages of our CustomMessage trigger, so a person or a test can follow the link.
 * Where cognito-local and a Cognito user pool answer differently in ways a person would see
 * (hidden account existence, the password policy, invitations), it answers as AWS does
 * (cognito-aws-behaviour.ts).
 *
 * Run as a child process by `startCognito` (services.ts) with `node --import tsx`.
 * Environment: PORT, HOST (cognito-local's own), SES_ENDPOINT and MAIL_FROM (without
 * SES_ENDPOINT the codes are only printed, like plain cognito-local).
 */
import { createRequire } from 'node:module';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { sendEmailInput } from '@functions/lib/mailer';
import { awsLikeCognito } from './cognito-aws-behaviour';

const require = createRequire(import.meta.url);
// cognito-local is CommonJS with typed deep modules; load them the way its own bin does.
const cognitoRequire = createRequire(require.resolve('cognito-local/package.json'));
const lib = <T>(path: string): T => cognitoRequire(`./lib/${path}`) as T;

const { Lambda } = cognitoRequire('aws-sdk') as typeof import('aws-sdk');
const pino = cognitoRequire('pino') as typeof import('pino').default;
const services = lib<typeof import('cognito-local/lib/services')>('services');
const { CognitoServiceFactoryImpl } =
  lib<typeof import('cognito-local/lib/services/cognitoService')>('services/cognitoService');
const { CryptoService } =
  lib<typeof import('cognito-local/lib/services/crypto')>('services/crypto');
const { StormDBDataStoreFactory } = lib<
  typeof import('cognito-local/lib/services/dataStore/stormDb')
>('services/dataStore/stormDb');
const { ConsoleMessageSender } = lib<
  typeof import('cognito-local/lib/services/messageDelivery/consoleMessageSender')
>('services/messageDelivery/consoleMessageSender');
const { MessageDeliveryService } = lib<
  typeof import('cognito-local/lib/services/messageDelivery/messageDelivery')
>('services/messageDelivery/messageDelivery');
const { otp } = lib<typeof import('cognito-local/lib/services/otp')>('services/otp');
const { JwtTokenGenerator } =
  lib<typeof import('cognito-local/lib/services/tokenGenerator')>('services/tokenGenerator');
const { UserPoolServiceFactoryImpl } = lib<
  typeof import('cognito-local/lib/services/userPoolService')
>('services/userPoolService');
const { loadConfig } = lib<typeof import('cognito-local/lib/server/config')>('server/config');
const { Router } = lib<typeof import('cognito-local/lib/server/Router')>('server/Router');
const { createServer } = lib<typeof import('cognito-local/lib/server/server')>('server/server');

type MessageSender =
  import('cognito-local/lib/services/messageDelivery/messageSender').MessageSender;
type Message = import('cognito-local/lib/services/messages').Message;
type CognitoUser = import('cognito-local/lib/services/userPoolService').User;
type CognitoContext = import('cognito-local/lib/services/context').Context;

const CODE_PARAMETER = '{####}';
const USERNAME_PARAMETER = '{username}';

/** A rough plain-text alternative of the trigger's HTML (the links stay readable). */
function htmlToText(html: string): string {
  return html
    .replace(/<(style|head)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h1|h2|tr|div)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n\s*(\n\s*)+/g, '\n\n')
    .trim();
}

/** Subject, HTML and text of the e-mail for one cognito-local message. */
function cognitoMail(user: CognitoUser, message: Message) {
  const code = message.__code ?? '';
  // cognito-local replaces only the FIRST `{####}` / `{username}` of the trigger's message.
  const fill = (text: string) =>
    text.split(CODE_PARAMETER).join(code).split(USERNAME_PARAMETER).join(user.Username);
  if (message.emailMessage) {
    const html = fill(message.emailMessage);
    return {
      subject: fill(message.emailSubject || 'Din kode fra Dronefoto'),
      html,
      text: htmlToText(html),
    };
  }
  return {
    subject: fill(message.emailSubject || 'Din kode fra Dronefoto'),
    html: undefined,
    text: `Hej\n\nDin kode er: ${code}\n\nIndtast koden på siden for at fortsætte. Har du ikke bedt om den, kan du se bort fra denne e-mail.\n\nVenlig hilsen\nDronefoto`,
  };
}

/** Sends cognito-local's e-mails through SES v2 (SMS stays on the console). */
class SesMessageSender implements MessageSender {
  private readonly ses: SESv2Client;
  private readonly console = new ConsoleMessageSender();

  constructor(
    endpoint: string,
    private readonly from: string,
  ) {
    this.ses = new SESv2Client({
      endpoint,
      region: 'eu-north-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  }

  async sendEmail(ctx: CognitoContext, user: CognitoUser, destination: string, message: Message) {
    const mail = cognitoMail(user, message);
    try {
      await this.ses.send(
        new SendEmailCommand(
          sendEmailInput(this.from, {
            to: [destination],
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          }),
        ),
      );
      ctx.logger.info(`mailed "${mail.subject}" to ${destination}`);
    } catch (error) {
      ctx.logger.error(error, `could not mail ${destination} through SES`);
      throw error;
    }
  }

  sendSms(ctx: CognitoContext, user: CognitoUser, destination: string, message: Message) {
    return this.console.sendSms(ctx, user, destination, message);
  }
}

/** Mirrors cognito-local's createDefaultServer, with the mail sender swapped. */
async function createMailingServer(logger: import('pino').Logger) {
  const configDirectory = '.cognito';
  const dataDirectory = `${configDirectory}/db`;
  const ctx = { logger };
  const config = await loadConfig(ctx, new StormDBDataStoreFactory(configDirectory));
  const clock = new services.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognitoClient = await new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  const triggers = new services.TriggersService(
    clock,
    cognitoClient,
    new services.LambdaService(config.TriggerFunctions, new Lambda(config.LambdaClient)),
    new CryptoService(config.KMSConfig),
  );
  const sesEndpoint = process.env.SES_ENDPOINT;
  const sender: MessageSender = sesEndpoint
    ? new SesMessageSender(sesEndpoint, process.env.MAIL_FROM || 'Dronefoto <noreply@localhost>')
    : new ConsoleMessageSender();
  const all = {
    clock,
    cognito: cognitoClient,
    config,
    messages: new services.MessagesService(triggers, new MessageDeliveryService(sender)),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  return createServer(awsLikeCognito(Router(all), all), logger, config.ServerConfig, all);
}

const logger = pino({ level: process.env.DEBUG ? 'debug' : 'info' });
createMailingServer(logger)
  .then((server) => server.start())
  .then((server) => {
    const address = server.address();
    const where = typeof address === 'string' ? address : `${address?.address}:${address?.port}`;
    logger.info(`Cognito Local (mailing through SES) running on http://${where}`);
  })
  .catch((error: unknown) => {
    logger.error(error);
    process.exit(1);
  });
