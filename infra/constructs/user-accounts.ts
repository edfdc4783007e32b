/**
 * Accounts: a Cognito user pool where the e-mail address is the username, anyone may sign
 * up, the address is verified by a code that our Danish CustomMessage trigger puts into a
 * link to the site, and passwords need only 6 characters (product §5 'Auth'). Group `admin` marks admins.
 * The SPA's app client signs in with USER_PASSWORD_AUTH (the local twin has no SRP).
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolUser,
  CfnUserPoolUserToGroupAttachment,
  FeaturePlan,
  UserPool,
  UserPoolClient,
  UserPoolEmail,
  UserPoolGroup,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import {
  passwordPolicy,
  preventUserExistenceErrors,
  tokenLifetimes,
} from '@shared/domain/account-policy';
import {
  adminGroupName,
  invitationDelivery,
  invitedAdminAttributes,
  invitedAdminEmail,
} from '../admin-invitation';
import { createAppFunction } from './app-function';
import { mailDomain } from './settings';

export { adminGroupName };

export interface UserAccountsProps {
  /** Public origin of the site; the trigger links to it from the e-mails. */
  siteUrl: string;
  /** Sender of Cognito's e-mails when they go through SES. */
  mailFrom: string;
  /** Send through SES (the identity must be verified first) instead of Cognito's mailer. */
  emailViaSes: boolean;
  /** Invite this address as the first admin. */
  adminEmail?: string;
}

export class UserAccounts extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  readonly adminGroup: UserPoolGroup;
  readonly customMessage: NodejsFunction;

  constructor(scope: Construct, id: string, props: UserAccountsProps) {
    super(scope, id);

    // The pool refers to this function, so the function must not refer to the pool (no
    // USER_POOL_ID here): it only needs the site's address for its links.
    this.customMessage = createAppFunction(this, 'CustomMessage', {
      entry: 'functions/accounts/custom-message.ts',
      description: 'Cognito CustomMessage trigger: Danish sign-up, reset and invitation e-mails',
      environment: { SITE_URL: props.siteUrl },
      timeout: Duration.seconds(5),
      memorySize: 256,
    });

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      passwordPolicy: {
        minLength: passwordPolicy.minLength,
        requireLowercase: passwordPolicy.requireLowercase,
        requireUppercase: passwordPolicy.requireUppercase,
        requireDigits: passwordPolicy.requireDigits,
        requireSymbols: passwordPolicy.requireSymbols,
        tempPasswordValidity: Duration.days(passwordPolicy.temporaryPasswordValidityDays),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      email: props.emailViaSes
        ? UserPoolEmail.withSES({
            fromEmail: props.mailFrom,
            sesVerifiedDomain: mailDomain(props.mailFrom),
          })
        : UserPoolEmail.withCognito(),
      lambdaTriggers: { customMessage: this.customMessage },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.webClient = this.userPool.addClient('WebClient', {
      authFlows: { userPassword: true },
      generateSecret: false,
      preventUserExistenceErrors,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(tokenLifetimes.accessTokenMinutes),
      idTokenValidity: Duration.minutes(tokenLifetimes.idTokenMinutes),
      refreshTokenValidity: Duration.days(tokenLifetimes.refreshTokenDays),
    });

    this.adminGroup = this.userPool.addGroup('AdminGroup', {
      groupName: adminGroupName,
      description: 'Administrators of the dronefoto site (checked again in every admin handler)',
    });

    if (props.adminEmail) this.inviteFirstAdmin(props.adminEmail);

    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason:
          'Product rule (docs/product.md §5): passwords need at least 6 characters and nothing else; sign-up and update forms validate exactly that.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'Customers of a small booking site sign in with e-mail and password only (product §7, Auth); MFA is not part of the product.',
      },
      {
        id: 'AwsSolutions-COG3',
        reason:
          'Threat protection needs the Plus feature plan, out of proportion for a small business; admin actions are re-checked in every handler.',
      },
    ]);
  }

  /** Cognito mails the Danish invitation (CustomMessage_AdminCreateUser) with a temporary password. */
  private inviteFirstAdmin(address: string): void {
    const email = invitedAdminEmail(address);
    const user = new CfnUserPoolUser(this, 'FirstAdmin', {
      userPoolId: this.userPool.userPoolId,
      username: email,
      desiredDeliveryMediums: [...invitationDelivery],
      userAttributes: invitedAdminAttributes(email),
    });
    const membership = new CfnUserPoolUserToGroupAttachment(this, 'FirstAdminMembership', {
      userPoolId: this.userPool.userPoolId,
      groupName: adminGroupName,
      username: user.ref,
    });
    membership.node.addDependency(this.adminGroup);
  }
}
