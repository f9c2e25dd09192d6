// A refused upload or storage operation: a snake_case code, an HTTP status and an English message. The
// upload endpoint answers it as S3-style XML; api/ calls turn it into their JSON error.

export class StorageError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}
