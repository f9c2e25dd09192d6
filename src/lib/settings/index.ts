export {
  SETTING_DEFAULTS,
  SETTINGS_CALL,
  SettingsError,
  checkSettings,
  clearLocalSettings,
  currentOwner,
  readSettings,
  refreshSettings,
  sendLanguage,
  settingValue,
  syncSettings,
  updateSetting,
  updateSettings,
  type SyncResult,
} from './settingsStore';
export { recordFeatureUse, readFeatureScores } from './featureFrequencies';
export { useSetting, usePendingSettings, useFeatureFrequencies } from './hooks';
export { startSettingsSync, settingsChangeSettled, syncAndRefresh } from './sync';
