// The support form's shared rules (account-content §2, §5): issue names and slugs, attachment checks in order,
// the card name and the date of the last charge.
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentContentType,
  checkAttachments,
  extensionOf,
  helpSlugOf,
  isUnsupportedSupportBrowser,
  isValidCardName,
  isValidPaymentDate,
  issueFromParam,
  issueOfSlug,
  issueParam,
  SUPPORT_ISSUES,
} from '../../../src/lib/shared/support';

describe('support rules', () => {
  it('has the 11 reasons, each with its help-page slug, underscores inside and dashes in URLs', () => {
    expect(SUPPORT_ISSUES).toHaveLength(11);
    expect(helpSlugOf('switch_to_monthly')).toBe('i-want-to-switch-from-an-annual-subscription-to-monthly');
    expect(helpSlugOf('partner')).toBe('do-you-want-to-partner-with-pixloom-or-want-to-access');
    for (const issue of SUPPORT_ISSUES) {
      expect(issueOfSlug(helpSlugOf(issue))).toBe(issue);
      expect(issueFromParam(issueParam(issue))).toBe(issue);
    }
    expect(issueFromParam('feedback-feature-request')).toBe('feedback_feature_request');
    expect(issueFromParam('constructor')).toBeUndefined();
    expect(issueFromParam('__proto__')).toBeUndefined();
    expect(issueOfSlug('toString')).toBeUndefined();
  });

  it('parses extensions as 1 to 10 lower-case letters or digits, and maps the allowed ones to their upload type', () => {
    expect(extensionOf('Receipt.PDF')).toBe('pdf');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('noext')).toBe('');
    expect(extensionOf('weird.ex-t')).toBe('');
    expect(extensionOf('long.abcdefghijk')).toBe('');
    expect(attachmentContentType('brush.bfd')).toBe('text/plain');
    expect(attachmentContentType('photo.JPEG')).toBe('image/jpeg');
    expect(attachmentContentType('script.js')).toBeUndefined();
    expect(attachmentContentType('x.constructor')).toBeUndefined();
  });

  it('stops at the first bad attachment: format, 8 MB each, 40 MB together, 10 files', () => {
    const mb = 1024 * 1024;
    expect(checkAttachments([{ name: 'a.png', size: mb }, { name: 'b.pdf', size: mb }])).toBeNull();
    expect(checkAttachments([{ name: 'a.png', size: mb }, { name: 'b.exe', size: 1 }, { name: 'c.gif', size: 1 }])).toEqual({ code: 'invalid_file_format', name: 'b.exe', extension: 'exe', index: 1 });
    expect(checkAttachments([{ name: 'big.pdf', size: ATTACHMENT_MAX_BYTES + 1 }])).toMatchObject({ code: 'file_size_is_large', index: 0 });
    expect(checkAttachments(Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, size: 7 * mb })))).toMatchObject({ code: 'file_total_size_is_large', index: 5 });
    expect(checkAttachments(Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.png`, size: 1 })))).toMatchObject({ code: 'too_many_files', index: 10 });
  });

  it('takes card names of letters, digits and spaces, and charge dates that exist and are not in the future', () => {
    expect(isValidCardName('Jo Example 2')).toBe(true);
    expect(isValidCardName('Zoë Ångström')).toBe(true);
    expect(isValidCardName('Robert); DROP')).toBe(false);
    expect(isValidPaymentDate('2026-01-15', '2026-11-24')).toBe(true);
    expect(isValidPaymentDate('2026-11-25', '2026-11-24')).toBe(false);
    expect(isValidPaymentDate('2026-02-30', '2026-11-24')).toBe(false);
    expect(isValidPaymentDate('15/01/2026', '2026-11-24')).toBe(false);
  });

  it('refuses the in-app browsers of social photo apps', () => {
    expect(isUnsupportedSupportBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148 Instagram 300.0.0')).toBe(true);
    expect(isUnsupportedSupportBrowser('Mozilla/5.0 (iPhone) [FBAN/FBIOS;FBAV/440.0]')).toBe(true);
    expect(isUnsupportedSupportBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36')).toBe(false);
  });
});
