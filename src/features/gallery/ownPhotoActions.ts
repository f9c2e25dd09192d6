// What an owner can do with a photo (spec account-content §2 My Photos, §4 "Photo public/private toggle",
// §6): rename with the title form, make public or private (public needs a verified email: otherwise a
// confirm offers to send the verification mail), delete after a confirmation, open in the editor.
import { apiCall, errorMessage, isApiError, SILENT_CODES } from '../../lib/request';
import { createStore } from '../../lib/store';
import { cleanPhotoTitle, isValidPhotoTitle } from '../../lib/shared/validators';
import { askDialog, acknowledgeDialog, confirmDialog } from '../../app/dialogs/dialogs';
import { runWithLoadScreen } from '../../app/loadScreen/instance';
import { showToast } from '../../app/toasts/toasts';
import { getAppI18n } from '../../app/language/language';
import { report } from '../../lib/report';
import type { Photo } from '../photos';
import { deletePhotos, renamePhoto, togglePhotoPublic, emitPhotoEvent } from '../photos';

function t(key: string, values?: Record<string, string>): string {
  return getAppI18n().t(key, values);
}

export function showError(error: unknown): void {
  if (isApiError(error) && SILENT_CODES.has(error.code)) return;
  const message = errorMessage(error, { loggedIn: true });
  showToast({ message: t(message.key, message.values), kind: 'error' });
}

/** The photo whose title form is open (rendered by RenameHost). */
export const renaming = createStore<Photo | null>(null);

export function requestRename(photo: Photo): void {
  renaming.set(photo);
}

/** Title form check (spec §5): 1 to 100 characters after cleaning; the message key is photo_title_length. */
export function titleError(title: string): string | null {
  return isValidPhotoTitle(title) ? null : 'photo_title_length';
}

/** Saves a new title behind the load screen; resolves false when it failed (the form stays open). */
export async function saveTitle(photo: Photo, title: string): Promise<boolean> {
  const clean = cleanPhotoTitle(title);
  if (titleError(clean)) return false;
  try {
    const saved = await runWithLoadScreen(() => renamePhoto(photo, clean), { labelKey: 'gallery_saving' });
    emitPhotoEvent({ type: 'updated', id: photo.id, patch: saved });
    showToast({ message: t('gallery_renamed'), kind: 'success', autoDismissMs: 2500 });
    return true;
  } catch (error) {
    showError(error);
    return false;
  }
}

/** Offers to send the verification mail (making a photo public, reporting one: both need a verified email). */
export async function offerVerification(contentKey = 'gallery_verify_to_publish'): Promise<void> {
  const send = await askDialog({ titleKey: 'gallery_verify_title', contentKey, confirmKey: 'gallery_send_verification', cancelKey: 'cancel' }).catch(() => false);
  if (!send) return;
  try {
    const answer = await apiCall<{ userEmail?: unknown }>('auth/send-verify-email', {});
    const email = typeof answer?.userEmail === 'string' ? answer.userEmail : '';
    await acknowledgeDialog({ titleKey: 'gallery_verify_title', contentKey: 'gallery_verification_sent', values: { email } });
  } catch (error) {
    showError(error);
  }
}

/** Flips public/private. Resolves with the new state, or null when nothing changed. */
export async function togglePublic(photo: Photo): Promise<0 | 1 | null> {
  try {
    const isPublic = await togglePhotoPublic(photo);
    emitPhotoEvent({ type: 'updated', id: photo.id, patch: { isPublic } });
    showToast({ message: t(isPublic === 1 ? 'gallery_now_public' : 'gallery_now_private'), kind: 'success', autoDismissMs: 2500 });
    return isPublic;
  } catch (error) {
    if (isApiError(error, 'email_not_verified')) await offerVerification();
    else showError(error);
    return null;
  }
}

/** Deletes after a confirmation. Resolves true when the photo is gone. */
export async function deleteWithConfirmation(photo: Photo): Promise<boolean> {
  let deleted = false;
  await confirmDialog({
    titleKey: 'gallery_delete_title',
    contentKey: 'gallery_delete_confirm',
    values: { title: photo.title },
    confirmKey: 'gallery_delete',
    cancelKey: 'cancel',
    danger: true,
    onConfirm: async () => {
      try {
        await runWithLoadScreen(() => deletePhotos([photo.id], [photo.title]), { labelKey: 'gallery_deleting' });
        deleted = true;
        emitPhotoEvent({ type: 'deleted', id: photo.id });
        showToast({ message: t('gallery_deleted'), kind: 'success', autoDismissMs: 2500 });
      } catch (error) {
        // Spec §8: a delete failure other than request_failed is reported as a warning.
        if (!isApiError(error, 'request_failed')) report('warning', 'photo delete failed', { code: isApiError(error) ? error.code : String(error) });
        showError(error);
      }
    },
  });
  return deleted;
}
