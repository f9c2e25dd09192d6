// A refused project or folder action as the message key the user reads (`error_<code>`).
import { ApiError } from '../../lib/request';
import { ProjectError } from './projectStore';

export function errorKey(error: unknown): string {
  const code = error instanceof ProjectError || error instanceof ApiError ? error.code : 'request_failed';
  return `error_${code}`;
}
