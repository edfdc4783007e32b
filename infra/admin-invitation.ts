/**
 * How an admin is invited, defined once: the CDK app's first admin (`adminEmail`,
 * infra/constructs/user-accounts.ts) and the twin's `npm run invite-admin` create the user
 * the same way: Cognito's AdminCreateUser with the e-mail verified and a temporary password
 * mailed by Cognito (through the CustomMessage trigger's Danish invitation), then membership
 * of the group `admin`.
 */
export const adminGroupName = 'admin';

/** The user's attributes: the address is the user name, and it is taken as verified. */
export const invitedAdminAttributes = (email: string) => [
  { name: 'email', value: email },
  { name: 'email_verified', value: 'true' },
];

/** Cognito mails the temporary password. */
export const invitationDelivery = ['EMAIL'] as const;

/** E-mail is the user name; compared case-insensitively everywhere on the site. */
export const invitedAdminEmail = (email: string) => email.trim().toLowerCase();
