// Reporting another user's photo (subscription-navigation §7 photo/report-abuse, §8): a visitor signs in
// first; an unverified email gets the offer to send the verification mail; otherwise, after a confirmation,
// the report goes out and the button reads "Reported" (the server thanks either way, also for a repeat).
import { apiCall, isApiError } from '../../lib/request';
import { currentUser } from '../../lib/user';
import { askDialog } from '../../app/dialogs/dialogs';
import { showToast } from '../../app/toasts/toasts';
import { getAppI18n } from '../../app/language/language';
import type { ReportMode } from '../../lib/shared/photos';
import { requireSignIn } from '../auth';
import { emitPhotoEvent, type Photo } from '../photos';
import { offerVerification, showError } from './ownPhotoActions';

/** Pages under /a/ (anonymous shares) report anonymously (§7 is_anonymous). */
export function isAnonymousPage(pathname: string): boolean {
  return /^\/(?:[a-z]{2}\/)?a\//.test(pathname);
}

/** Which list the photo was opened from: the report's mode. */
export function reportMode(background: string | null | undefined): ReportMode {
  if (background?.startsWith('/explore/')) return 'explore';
  if (background?.startsWith('/gallery/')) return 'gallery';
  return 'photo';
}

async function send(photo: Photo, mode: ReportMode, pathname: string): Promise<void> {
  const user = currentUser.get();
  if (!user) return;
  if (user.isMailVerified !== 1) return offerVerification('gallery_report_verify');
  const sure = await askDialog({ titleKey: 'gallery_report_title', contentKey: 'gallery_report_confirm', confirmKey: 'gallery_report', cancelKey: 'cancel', danger: true }).catch(() => false);
  if (!sure) return;
  try {
    await apiCall('photo/report-abuse', { mode, img_key: photo.id, ...(isAnonymousPage(pathname) ? { is_anonymous: '1' } : {}) });
    emitPhotoEvent({ type: 'updated', id: photo.id, patch: { reported: 1 } });
    showToast({ message: getAppI18n().t('gallery_report_thanks'), kind: 'success', autoDismissMs: 5000 });
  } catch (error) {
    if (isApiError(error, 'email_not_verified')) await offerVerification('gallery_report_verify');
    else showError(error);
  }
}

/** The report button's action. */
export function reportPhoto(photo: Photo, mode: ReportMode, pathname: string): void {
  requireSignIn(() => void send(photo, mode, pathname), 'gallery_report_sign_in');
}
