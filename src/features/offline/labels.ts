// How a queued change is named to the user: by its outbox label (photo, folder and project changes),
// settings by the settings they hold, anything else generically.
import type { TFunction } from 'i18next';
import type { QueuedChange } from '../../lib/shared/swProtocol';

const SETTING_LABELS: Record<string, string> = {
  autosave: 'offline_setting_autosave',
  snapping: 'offline_setting_snapping',
  display_distances: 'offline_setting_display_distances',
  guides: 'offline_setting_guides',
  theme_color: 'offline_setting_theme_color',
  canvas_bg_color: 'offline_setting_canvas_bg_color',
  feature_frequencies: 'offline_setting_feature_frequencies',
  language: 'offline_setting_language',
};

export function describeChange(change: Pick<QueuedChange, 'call' | 'keys' | 'label'>, t: TFunction): string {
  const label = change.label;
  // An outbox entry says in plain words what it does ("Rename photo 'Beach' → 'Beach 2023'").
  if (label && label.key !== 'settings' && label.key.startsWith('offline_change_')) return t(label.key, label.params);
  if (change.call === 'auth/update-user-options' || label?.key === 'settings') {
    const names = [...new Set((change.keys ?? []).map((key) => t(SETTING_LABELS[key] ?? 'offline_setting_other')))];
    return t('offline_change_settings', { names: names.join(', ') || t('offline_setting_other') });
  }
  return t('offline_change_generic', { call: change.call });
}

/** The server's reason in the user's words when the app knows the code, else the server's own message. */
export function describeReason(code: string, message: string, t: TFunction): string {
  if (code && /^[a-z][a-z0-9_]*$/.test(code)) return t(`error_${code}`, { defaultValue: message || code });
  return message || t('offline_reason_unknown');
}
