// "Upload a font" under the font picker (issue 16): a WOFF2, WOFF, TTF or OTF file up to 5 MB is read for
// its family name, kept on this device for the signed-in user (or the visitor) and chosen at once; the
// user's fonts are listed with a remove button each. A file that is not a font, too big, or a family
// Pixloom already ships is refused with a message saying so.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../../app/useStore';
import { currentOwner } from '../../../../lib/settings/settingsStore';
import { TrashIcon } from '../../shell/icons';
import { USER_FONT_ACCEPT, UserFontError } from '../../../../lib/userFonts/file';
import { addUserFont, removeUserFont, userFonts, type UserFont } from '../../../../lib/userFonts/store';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'added'; family: string } | { kind: 'error'; message: string };

export function UserFontUpload({ onAdded }: { onAdded(font: UserFont): void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const fonts = useStore(userFonts);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const upload = async (file: File): Promise<void> => {
    setStatus({ kind: 'busy' });
    try {
      const font = await addUserFont(currentOwner(), file);
      setStatus({ kind: 'added', family: font.family });
      onAdded(font);
    } catch (error) {
      const code = error instanceof UserFontError ? error.code : 'userfont_failed';
      setStatus({ kind: 'error', message: t(`${code}`, { family: error instanceof UserFontError ? (error.family ?? '') : '', name: file.name }) });
    }
  };

  return (
    <div className="px-ed-userfonts" data-testid="user-fonts">
      <input
        ref={input}
        type="file"
        hidden
        accept={USER_FONT_ACCEPT}
        data-testid="user-font-file"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void upload(file);
        }}
      />
      <button type="button" className="px-btn px-btn--secondary px-btn--small" disabled={status.kind === 'busy'} aria-busy={status.kind === 'busy'} data-testid="user-font-upload" onClick={() => input.current?.click()}>
        {status.kind === 'busy' ? t('userfont_reading') : t('userfont_upload')}
      </button>
      <p className="px-ed-hint">{t('userfont_upload_hint')}</p>
      {status.kind === 'added' && (
        <p className="px-ed-hint" role="status" data-testid="user-font-status">
          {t('userfont_added', { family: status.family })}
        </p>
      )}
      {status.kind === 'error' && (
        <p className="px-field__error" role="alert" data-testid="user-font-error">
          {status.message}
        </p>
      )}
      {fonts.size > 0 && (
        <ul className="px-ed-userfonts__list" aria-label={t('userfont_group')}>
          {[...fonts.values()].map((font) => (
            <li key={font.id} className="px-ed-userfonts__item">
              <span>{font.family}</span>
              <button
                type="button"
                className="px-ed-icon-btn"
                aria-label={t('userfont_remove', { family: font.family })}
                title={t('userfont_remove', { family: font.family })}
                data-testid="user-font-remove"
                onClick={() => {
                  void removeUserFont(currentOwner(), font.id).then(() => setStatus({ kind: 'idle' }));
                }}
              >
                <TrashIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
