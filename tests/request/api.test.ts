// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall, ApiError, errorMessage, onSessionMismatch, setOfflinePrompt, setUserEmailProvider, validateRequestOptions, parseUploadXml, parseErrorShape } from '../../src/lib/request';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

let sent: Sent[] = [];
let answers: Array<(req: Sent) => Response | Promise<Response>> = [];

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

beforeEach(() => {
  sent = [];
  answers = [];
  document.cookie = 'csrftoken=tok123; path=/';
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const req: Sent = { url: String(url), method: init.method ?? 'GET', headers: Object.fromEntries(new Headers(init.headers).entries()), body: init.body };
    if (req.url.startsWith('/offline-test/')) {
      const next = answers[0];
      if (next && (next as { probe?: boolean }).probe) return (answers.shift() as (r: Sent) => Response)(req);
      throw new TypeError('Failed to fetch');
    }
    sent.push(req);
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer(req);
  }));
  setUserEmailProvider(() => null);
  setOfflinePrompt(undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the request layer (spec §7)', () => {
  describe('GET and POST rules', () => {
    it('sends get/ calls as GET with the payload in the query string', async () => {
      answers.push(() => json({ data: [1] }));
      await expect(apiCall('get/captcha/challenge', { a: 'b' })).resolves.toEqual([1]);
      expect(sent[0]?.method).toBe('GET');
      expect(sent[0]?.url).toMatch(/^\/api\/get\/captcha\/challenge\/\?a=b&CSRFtoken=tok123&client_date=/);
    });

    it('sends a cacheable get/ read with only its own fields, so the same page has the same address', async () => {
      answers.push(() => json({ data: [] }), () => json({ data: [] }));
      await apiCall('get/photo/explore', { start: 0, end: 100, keyword: 'sea' }, { cacheable: true });
      await apiCall('get/photo/explore', { start: 0, end: 100, keyword: 'sea' }, { cacheable: true });
      expect(sent.map((req) => [req.method, req.url])).toEqual([
        ['GET', '/api/get/photo/explore/?start=0&end=100&keyword=sea'],
        ['GET', '/api/get/photo/explore/?start=0&end=100&keyword=sea'],
      ]);
      expect(sent[0]?.headers['x-request-id']).toBeUndefined();
    });

    it('sends other calls as a form-encoded POST to the path with a trailing slash', async () => {
      answers.push(() => json({ data: 'success' }));
      await apiCall('auth/update-language', { lang: 'de' });
      const req = sent[0]!;
      expect(req.method).toBe('POST');
      expect(req.url).toBe('/api/auth/update-language/');
      expect(req.headers['content-type']).toContain('application/x-www-form-urlencoded');
      const body = new URLSearchParams(String(req.body));
      expect(body.get('lang')).toBe('de');
    });

    it('adds CSRFtoken, client_date, browser and device to every payload', async () => {
      answers.push(() => json({ data: 1 }));
      await apiCall('x/y', {});
      const body = new URLSearchParams(String(sent[0]?.body));
      expect(body.get('CSRFtoken')).toBe('tok123');
      expect(body.get('client_date')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{2}:\d{2}$/);
      expect(body.get('browser')).toBeTruthy();
      expect(body.get('device')).toMatch(/desktop|mobile|tablet/);
    });

    it('sends the CSRF token, the believed user email and a request id as headers', async () => {
      setUserEmailProvider(() => 'ann@example.com');
      answers.push(() => json({ data: 1 }));
      await apiCall('x/y');
      expect(sent[0]?.headers['x-csrf-token']).toBe('tok123');
      expect(sent[0]?.headers['x-user-email']).toBe('ann@example.com');
      expect(sent[0]?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('sends multipart when a file travels', async () => {
      answers.push(() => json({ data: 1 }));
      await apiCall('x/upload', { file: new Blob(['abc'], { type: 'image/png' }), title: 't' });
      expect(sent[0]?.body).toBeInstanceOf(FormData);
      expect((sent[0]?.body as FormData).get('title')).toBe('t');
    });
  });

  describe('the three error shapes and invalid_response (§8.1)', () => {
    it('reads {error: "code"}', async () => {
      answers.push(() => json({ error: 'invalid_email' }, 400));
      await expect(apiCall('auth/login')).rejects.toMatchObject({ code: 'invalid_email', status: 400 });
    });
    it('reads {error: {code, message}}', async () => {
      answers.push(() => json({ error: { code: 'invalid_captcha', message: 'bad' } }, 400));
      await expect(apiCall('auth/login')).rejects.toMatchObject({ code: 'invalid_captcha', message: 'bad' });
    });
    it('reads {code, message}', async () => {
      answers.push(() => json({ code: 'operation_failed', message: 'no' }, 200));
      await expect(apiCall('auth/forget-pass')).rejects.toMatchObject({ code: 'operation_failed' });
    });
    it('turns an answer without data into invalid_response', async () => {
      answers.push(() => json({ ok: true }));
      await expect(apiCall('x/y')).rejects.toMatchObject({ code: 'invalid_response' });
    });
    it('turns an unparseable body into invalid_response', async () => {
      answers.push(() => new Response('<html>oops</html>', { status: 502 }));
      await expect(apiCall('x/y')).rejects.toMatchObject({ code: 'invalid_response', status: 502 });
    });
    it('keeps the extra fields of an error', () => {
      expect(parseErrorShape({ error: { code: 'too_many_attempts', message: 'm', retry_after: 30 } })).toEqual({ code: 'too_many_attempts', message: 'm', details: { retry_after: 30 } });
    });
  });

  describe('session mismatches trigger a user-token check (§8.2)', () => {
    it.each(['already_logged_in', 'not_logged_in', 'wrong_user'])('reports %s', async (code) => {
      const heard: string[] = [];
      const stop = onSessionMismatch((c) => heard.push(c));
      answers.push(() => json({ error: { code, message: '' } }, 401));
      await expect(apiCall('x/y')).rejects.toBeInstanceOf(ApiError);
      stop();
      expect(heard).toEqual([code]);
    });
  });

  describe('request_failed (§8.1, §4.2)', () => {
    it('retries once after 1 s with the retry-once option, keeping the request id', async () => {
      vi.useFakeTimers();
      answers.push(() => { throw new TypeError('Failed to fetch'); });
      answers.push(() => json({ data: 'second' }));
      const result = apiCall('x/y', {}, { retryOnce: true });
      await vi.advanceTimersByTimeAsync(999);
      expect(sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('second');
      expect(sent).toHaveLength(2);
      expect(sent[1]?.headers['x-request-id']).toBe(sent[0]?.headers['x-request-id']);
    });

    it('asks to try again when offline and sends again on "try again"', async () => {
      const prompt = vi.fn(async () => 'retry' as const);
      setOfflinePrompt(prompt);
      answers.push(() => { throw new TypeError('Failed to fetch'); });
      answers.push(() => json({ data: 'ok' }));
      await expect(apiCall('x/y')).resolves.toBe('ok');
      expect(prompt).toHaveBeenCalledTimes(1);
    });

    it('fails with request_failed when the user cancels the prompt', async () => {
      setOfflinePrompt(async () => 'cancel');
      answers.push(() => { throw new TypeError('Failed to fetch'); });
      await expect(apiCall('x/y')).rejects.toMatchObject({ code: 'request_failed' });
    });

    it('does not prompt when the server is reachable (the failure was something else)', async () => {
      const prompt = vi.fn(async () => 'retry' as const);
      setOfflinePrompt(prompt);
      answers.push(() => { throw new TypeError('Failed to fetch'); });
      answers.push(Object.assign(() => new Response('online'), { probe: true }));
      await expect(apiCall('x/y')).rejects.toMatchObject({ code: 'request_failed' });
      expect(prompt).not.toHaveBeenCalled();
    });

    it('does not prompt when the caller says so', async () => {
      const prompt = vi.fn(async () => 'retry' as const);
      setOfflinePrompt(prompt);
      answers.push(() => { throw new TypeError('Failed to fetch'); });
      await expect(apiCall('x/y', {}, { offlinePrompt: false })).rejects.toMatchObject({ code: 'request_failed' });
      expect(prompt).not.toHaveBeenCalled();
    });
  });

  describe('request options (§5)', () => {
    it('accepts the six response types and refuses others', () => {
      for (const responseType of ['json', 'text', 'blob', 'arraybuffer', 'document', 'empty'] as const) expect(() => validateRequestOptions({ responseType })).not.toThrow();
      expect(() => validateRequestOptions({ responseType: 'xml' as never })).toThrow(/response type/);
    });
    it('allows only GET and POST (and HEAD for existence checks)', () => {
      expect(() => validateRequestOptions({ method: 'PUT' as never })).toThrow(/method/);
    });
    it('refuses fallback URLs with progress handlers', () => {
      expect(() => validateRequestOptions({ fallbackUrls: ['/b'], onUploadProgress: () => undefined })).toThrow(/Fallback/);
    });
  });

  describe('message mapping (§8.2)', () => {
    it('maps invalid_token to the CSRF message', () => {
      expect(errorMessage(new ApiError('invalid_token')).key).toBe('error_invalid_csrf_token');
    });
    it('maps quota_exceeded to the invalid-response message', () => {
      expect(errorMessage(new ApiError('quota_exceeded')).key).toBe('error_invalid_response');
    });
    it('maps not_logged_in while logged in to the session-expired acknowledgement', () => {
      expect(errorMessage(new ApiError('not_logged_in'), { loggedIn: true }).key).toBe('acknowledge_session_expired');
      expect(errorMessage(new ApiError('not_logged_in'), { loggedIn: false }).key).toBe('error_not_logged_in');
    });
    it('maps other lowercase codes to error_{code}', () => {
      expect(errorMessage(new ApiError('invalid_email')).key).toBe('error_invalid_email');
    });
    it('shows anything else as "Error: {text}"', () => {
      expect(errorMessage(new ApiError('Weird Thing', 'Weird Thing'))).toEqual({ key: 'error_with_text', values: { text: 'Weird Thing' } });
      expect(errorMessage(new Error('boom'))).toEqual({ key: 'error_with_text', values: { text: 'boom' } });
    });
  });

  describe('upload answers (direct-upload §7)', () => {
    it('reads Location and Key from the XML answer', () => {
      expect(parseUploadXml('<PostResponse><Location>http://h/a%20b.png</Location><Key>u/1/a b.png</Key></PostResponse>')).toEqual({ url: 'http://h/a%20b.png', name: 'u/1/a b.png' });
    });
    it('turns an XML error into its code', () => {
      expect(() => parseUploadXml('<Error><Code>EntityTooLarge</Code><Message>too big</Message></Error>')).toThrow(expect.objectContaining({ code: 'entity_too_large' }));
    });
    it('refuses an answer without Location and Key', () => {
      expect(() => parseUploadXml('<PostResponse></PostResponse>')).toThrow(expect.objectContaining({ code: 'invalid_response' }));
    });
  });
});
