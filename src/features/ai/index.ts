// The AI tools' front door on the page (issue 17): the shipped models made available offline from the
// settings. The models themselves run in the tools worker (workers/tools/ai), reached through the editor's
// toolsWorker.
export { downloadModels, modelsAvailableOffline, modelsManifest, type DownloadProgress, type ModelsManifest } from './offlineModels';
export { OfflineModelsSection } from './OfflineModelsSection';
