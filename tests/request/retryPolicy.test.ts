// The one retry and error policy (src/lib/shared/retryPolicy.ts) that the request layer, the settings and
// projects syncs and the service worker's replay all follow: how an error answer is read, and which
// failures are "not now" and which are a refusal.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/request';
import { decideReplay, errorCodeOf, failureVerdict, parseErrorShape } from '../../src/lib/shared/retryPolicy';

describe('error shapes (spec §8.1)', () => {
  it('reads the three shapes, with the details of the object form', () => {
    expect(parseErrorShape({ error: 'not_logged_in' })).toEqual({ code: 'not_logged_in' });
    expect(parseErrorShape({ error: { code: 'too_many_attempts', message: 'm', retry_after: 30 } })).toEqual({ code: 'too_many_attempts', message: 'm', details: { retry_after: 30 } });
    expect(parseErrorShape({ code: 'wrong_user', message: 'x' })).toEqual({ code: 'wrong_user', message: 'x' });
  });

  it('is no error shape without a code, or with data', () => {
    expect(parseErrorShape('<html>')).toBeNull();
    expect(parseErrorShape({ error: '' })).toBeNull();
    expect(parseErrorShape({ error: { message: 'no code' } })).toBeNull();
    expect(parseErrorShape({ code: 'x', data: 1 })).toBeNull();
    expect(errorCodeOf({ error: { message: 'no code' } })).toEqual({ code: '', message: '' });
  });
});

describe('not now or no', () => {
  it('tries again after a network failure or a cancel', () => {
    expect(failureVerdict(new ApiError('request_failed'))).toBe('retry');
    expect(failureVerdict(new ApiError('cancelled'))).toBe('retry');
  });

  it('tries again on 5xx, 401, 403, 408 and 429, and while the same request still runs', () => {
    for (const status of [500, 502, 503, 401, 403, 408, 429]) expect(failureVerdict({ status, code: 'any' })).toBe('retry');
    expect(failureVerdict({ status: 409, code: 'request_in_progress' })).toBe('retry');
    expect(failureVerdict({ status: 403, code: 'invalid_token' })).toBe('retry');
  });

  it('tries again when the answer is not the server’s (a success status with no data: a captive portal)', () => {
    expect(failureVerdict(new ApiError('invalid_response', 'The answer has no data.', 200))).toBe('retry');
  });

  it('takes any other 4xx as the server refusing the change', () => {
    expect(failureVerdict({ status: 400, code: 'no_valid_settings' })).toBe('refused');
    expect(failureVerdict({ status: 404, code: 'project_not_found' })).toBe('refused');
    expect(failureVerdict({ status: 409, code: 'wrong_user' })).toBe('refused');
    expect(failureVerdict({ status: 413, code: 'thumbnail_too_large' })).toBe('refused');
  });

  it('takes a failure on the device before sending as a refusal: sending again cannot help', () => {
    expect(failureVerdict(new ApiError('invalid_document', 'The project document cannot be read.'))).toBe('refused');
  });

  it('is the same verdict for the service worker’s replay of an answer', () => {
    for (const status of [400, 401, 403, 404, 408, 409, 413, 429, 500, 503]) {
      for (const code of ['', 'no_valid_settings', 'request_in_progress', 'invalid_token']) expect(decideReplay(status, code)).toBe(failureVerdict({ status, code }));
    }
    expect(decideReplay(200)).toBe('delivered');
  });
});
