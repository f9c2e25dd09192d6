// The app's settings (spec §3 Settings) that apply everywhere: theme, autosave, the canvas helpers and the
// canvas background. Changes are saved on the device at once and sync to the account when signed in. Below
// them, the device's storage (space used, quota, persistence) and the AI tools for offline use.
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { DialogButtons } from '../../app/ui/DialogButtons';
import { setTheme, theme } from '../../app/theme/theme';
import { useStore } from '../../app/useStore';
import { report } from '../../lib/report';
import { SettingsError, useSetting } from '../../lib/settings';
import type { SettingKey, Settings } from '../../lib/shared/settings';
import { currentUser } from '../../lib/user';
import { OfflineModelsSection } from '../ai';
import { closePanel } from './panels';
import { reportStorageError } from './storage';
import { StorageSection } from './StorageSection';

function saveFailed(error: unknown): void {
  if (error instanceof SettingsError) report('warning', 'setting not saved', error.validation);
  else reportStorageError(error);
}

function ChoiceSetting<K extends 'autosave' | 'canvas_bg_color'>({ name, options }: { name: K; options: readonly Settings[K][] }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, set] = useSetting(name);
  const onChange = (event: ChangeEvent<HTMLSelectElement>): void => void set(event.target.value as Settings[K]).catch(saveFailed);
  return (
    <div className="px-field">
      <label htmlFor={id}>{t(`offline_setting_${name}`)}</label>
      <select id={id} className="px-select" value={value} onChange={onChange} data-testid={`setting-${name}`}>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`offline_setting_${name}_${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function YesNoSetting({ name }: { name: Extract<SettingKey, 'snapping' | 'guides' | 'display_distances'> }) {
  const { t } = useTranslation();
  const [value, set] = useSetting(name);
  return (
    <label className="px-settings__toggle">
      <input type="checkbox" checked={value === 'yes'} onChange={(event) => void set(event.target.checked ? 'yes' : 'no').catch(saveFailed)} data-testid={`setting-${name}`} />
      <span>{t(`offline_setting_${name}`)}</span>
    </label>
  );
}

function ThemeSetting() {
  const { t } = useTranslation();
  const id = useId();
  const current = useStore(theme);
  return (
    <div className="px-field">
      <label htmlFor={id}>{t('offline_setting_theme_color')}</label>
      <select id={id} className="px-select" value={current} onChange={(event) => setTheme(event.target.value === 'light' ? 'light' : 'dark')} data-testid="setting-theme_color">
        <option value="dark">{t('offline_setting_theme_color_dark')}</option>
        <option value="light">{t('offline_setting_theme_color_light')}</option>
      </select>
    </div>
  );
}

export function SettingsPanel() {
  const { t } = useTranslation();
  const user = useStore(currentUser);
  return (
    <Modal
      title={t('offline_settings_title')}
      size="small"
      onClose={closePanel}
      testId="settings-panel"
      footer={
        <DialogButtons primary={{ label: t('offline_panel_close'), onClick: closePanel }} />
      }
    >
      <div className="px-settings">
        <ThemeSetting />
        <ChoiceSetting name="autosave" options={['yes', 'ask', 'no']} />
        <ChoiceSetting name="canvas_bg_color" options={['dark', 'light']} />
        <YesNoSetting name="snapping" />
        <YesNoSetting name="guides" />
        <YesNoSetting name="display_distances" />
        <p className="px-muted px-settings__note">{user ? t('offline_settings_synced_note') : t('offline_settings_local_note')}</p>
        <StorageSection />
        <OfflineModelsSection />
      </div>
    </Modal>
  );
}
