// Provider buttons and the popup (spec §2.5, §4.8, §9): only configured providers get a button; the popup
// is 750×600; the callback page's message becomes the auth/sn-login payload or its error code.
import { describe, expect, it } from 'vitest';
import { parseSignInOptions } from '../../src/features/auth/signInOptions';
import { identityFromMessage, popupFeatures, POPUP_HEIGHT, POPUP_WIDTH } from '../../src/features/auth/social';

describe('sign-in options', () => {
  it('keeps the configured providers in Google, Facebook, Apple order and ignores unknown ones', () => {
    expect(parseSignInOptions({ captcha: 'altcha', providers: ['apple', 'github', 'google'] })).toEqual({ captcha: 'altcha', providers: ['google', 'apple'] });
  });

  it('reads the captcha as on unless the server says off', () => {
    expect(parseSignInOptions({ captcha: 'off', providers: [] }).captcha).toBe('off');
    expect(parseSignInOptions({}).captcha).toBe('altcha');
    expect(parseSignInOptions(null)).toEqual({ captcha: 'altcha', providers: [] });
  });
});

describe('the popup', () => {
  it('is 750 wide and 600 tall, centred on the window', () => {
    expect([POPUP_WIDTH, POPUP_HEIGHT]).toEqual([750, 600]);
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1350, outerHeight: 900 })).toBe('popup=yes,width=750,height=600,left=400,top=200');
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 400, outerHeight: 300 })).toBe('popup=yes,width=750,height=600,left=0,top=0');
  });

  it('turns the callback message into the sn-login payload', () => {
    expect(identityFromMessage({ type: 'pixloom-oidc', provider: 'google', result: { user_id: 'sub-1', access_token: 'tok', email: 'a@example.com', screenname: 'A', sntype: 'GOOGLE' } })).toEqual({
      user_id: 'sub-1',
      access_token: 'tok',
      email: 'a@example.com',
      screenname: 'A',
      sntype: 'GOOGLE',
    });
    expect(identityFromMessage({ type: 'pixloom-oidc', provider: 'apple', result: { user_id: 'sub-2', access_token: 'tok' } })).toMatchObject({ sntype: 'APPLE', email: '' });
  });

  it('passes the callback\'s error on as its code', () => {
    expect(() => identityFromMessage({ type: 'pixloom-oidc', provider: 'google', error: 'access_denied' })).toThrow(expect.objectContaining({ code: 'access_denied' }));
    expect(() => identityFromMessage({ type: 'pixloom-oidc', provider: 'google', result: { user_id: '' } })).toThrow(expect.objectContaining({ code: 'invalid_sign_in' }));
  });
});
