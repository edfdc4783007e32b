import { commonTexts } from '@shared/texts/common';
import { NotFoundError } from '@functions/data/errors';

/** An error whose message is meant for the user (Danish) and whose status is a 4xx. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** The fields at fault, as schema errors name them (`issues` of the answer). */
    readonly issues?: ReadonlyArray<{ path: string; message: string }>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message: string = commonTexts.signInRequired) =>
  new HttpError(401, message, 'unauthorized');
export const forbidden = (message: string = commonTexts.accessDenied) =>
  new HttpError(403, message, 'forbidden');
export const notFound = (message: string = commonTexts.notFound) =>
  new HttpError(404, message, 'not_found');
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);

/** The message shown when something unexpected fails on the server. */
export const genericErrorMessage = commonTexts.genericError;

/** Runs a write of an item that must exist: the store's NotFoundError answers 404 `message`. */
export async function orNotFound<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound(message);
    throw error;
  }
}
