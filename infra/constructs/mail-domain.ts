/**
 * The SES domain identity of the configured sender (e.g. example.dk for booking@example.dk).
 * SES verifies it with Easy DKIM: the three CNAME records are stack outputs for the DNS.
 */
import { CfnOutput } from 'aws-cdk-lib';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { mailDomain } from './settings';

export interface MailDomainProps {
  /** Sender address, e.g. booking@example.dk. */
  sender: string;
}

export class MailDomain extends Construct {
  readonly identity: EmailIdentity;
  readonly domain: string;

  constructor(scope: Construct, id: string, props: MailDomainProps) {
    super(scope, id);
    this.domain = mailDomain(props.sender);
    this.identity = new EmailIdentity(this, 'Identity', {
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

  /** Allows sending e-mail from the domain (SES v2 SendEmail). */
  grantSend(grantee: IGrantable): void {
    this.identity.grantSendEmail(grantee);
  }
}
