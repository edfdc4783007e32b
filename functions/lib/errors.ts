/** An error whose message is meant for the user (Danish) and whose status is a 4xx. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message = 'Du skal være logget ind') =>
  new HttpError(401, message, 'unauthorized');
export const forbidden = (message = 'Adgang nægtet') => new HttpError(403, message, 'forbidden');
export const notFound = (message = 'Ikke fundet') => new HttpError(404, message, 'not_found');
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);

/** The message shown when something unexpected fails on the server. */
export const genericErrorMessage = 'Der opstod en fejl. Prøv venligst igen.';
