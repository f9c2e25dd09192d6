// The social-network albums tab (Facebook): offered when the server has the social network configured.
import { registerImportSection } from '../importSection';

const icon = (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <circle cx="8" cy="8" r="3" />
    <circle cx="17" cy="9" r="2.5" />
    <path d="M2 20c0-3.3 2.7-6 6-6s6 2.7 6 6M14 15.5c.9-.6 1.9-1 3-1 2.8 0 5 2.2 5 5" />
  </svg>
);

export function registerSocial(): Promise<void> {
  return registerImportSection({ id: 'social', connector: 'facebook', labelKey: 'social_tab', icon, load: () => import('./SocialSection') });
}
