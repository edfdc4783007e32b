import { commonTexts } from '@shared/texts/common';
import { sessionTexts } from '@shared/texts/session';

/** Message shown when the server gives no Danish message of its own (product §8). */
export const genericApiErrorMessage = commonTexts.genericError;

/**
 * A failed API call. `message` is the server's Danish `error` text (safe to show in a toast);
 * `status` is the HTTP status, or 0 when the server could not be reached at all.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** 4xx: the request itself was refused; repeating it will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/**
 * Builds the ApiError of a non-2xx response from its body text (`{ error, code }` JSON). A 401
 * without a Danish `error` is API Gateway's own answer (`{"message":"Unauthorized"}`): the
 * session expired, or nobody is signed in.
 */
export function apiErrorFromBody(
  status: number,
  bodyText: string,
  request: { signedIn?: boolean } = {},
): ApiError {
  let message: string =
    status === 401
      ? request.signedIn
        ? sessionTexts.sessionExpired
        : sessionTexts.notSignedIn
      : genericApiErrorMessage;
  let code: string | undefined;
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === 'object' && body !== null) {
      const { error, code: bodyCode } = body as { error?: unknown; code?: unknown };
      if (typeof error === 'string' && error.trim() !== '') message = error;
      if (typeof bodyCode === 'string') code = bodyCode;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): keep the generic message.
  }
  return new ApiError(status, message, code);
}
