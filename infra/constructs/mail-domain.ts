/**
 * The SES domain identity of the configured sender (e.g. example.dk for booking@example.dk).
 * SES verifies it with Easy DKIM: the three CNAME records are stack outputs for the DNS.
 *
 * Every mail the functions send names the configuration set (MAIL_CONFIGURATION_SET,
 * functions/lib/mailer.ts): its bounces and complaints are published to the mail-events topic
 * (mail-events.ts), and the set suppresses addresses that bounced hard or complained, as the
 * account-level suppression list does (docs/operations.md: how to check that one is on).
 */
import { CfnOutput, Stack } from 'aws-cdk-lib';
import { ConfigurationSet, EmailIdentity, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { mailDomain } from './settings';

export interface MailDomainProps {
  /** Sender address, e.g. booking@example.dk. */
  sender: string;
}

export class MailDomain extends Construct {
  readonly identity: EmailIdentity;
  readonly domain: string;
  readonly configurationSet: ConfigurationSet;
  /** The configuration set every mail is sent with (`MAIL_CONFIGURATION_SET`). */
  readonly configurationSetName: string;

  constructor(scope: Construct, id: string, props: MailDomainProps) {
    super(scope, id);
    this.domain = mailDomain(props.sender);
    this.configurationSetName = `${Stack.of(this).stackName}-mail`;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: this.configurationSetName,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new EmailIdentity(this, 'Identity', {
      // Not the identity's default set: Cognito's own mails (cognitoEmailViaSes) stay as they
      // are; the functions name the set on every mail.
      identity: Identity.domain(this.domain),
    });
    const records = [
      [this.identity.dkimDnsTokenName1, this.identity.dkimDnsTokenValue1],
      [this.identity.dkimDnsTokenName2, this.identity.dkimDnsTokenValue2],
      [this.identity.dkimDnsTokenName3, this.identity.dkimDnsTokenValue3],
    ];
    records.forEach(([name, value], i) => {
      new CfnOutput(this, `DkimRecord${i + 1}`, {
        description: `CNAME record ${i + 1} of 3 that verifies ${this.domain} for SES`,
        value: `${name} CNAME ${value}`,
      });
    });
  }

  /**
   * Allows sending e-mail from the domain (SES v2 SendEmail) with the configuration set:
   * SES checks the sender's permission on both.
   */
  grantSend(grantee: IGrantable): void {
    this.identity.grantSendEmail(grantee);
    const stack = Stack.of(this);
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          stack.formatArn({
            service: 'ses',
            resource: 'configuration-set',
            resourceName: this.configurationSetName,
          }),
        ],
      }),
    );
  }
}
