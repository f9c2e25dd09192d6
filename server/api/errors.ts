// Errors a call answers with: a specific snake_case code, an HTTP status and an English message
// (the client shows its own translated text for the code).

export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number = 400,
    message?: string,
    /** Extra fields sent beside code and message (e.g. the email of users_not_match). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message ?? code.replace(/_/g, ' '));
    this.name = 'ApiError';
  }
}

export const notLoggedIn = (): ApiError => new ApiError('not_logged_in', 401, 'You are not signed in.');
export const invalidInput = (code = 'invalid_input', message = 'The request is not valid.'): ApiError => new ApiError(code, 400, message);
