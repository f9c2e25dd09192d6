// The dashboard (spec account-content §2): top navigation, the hamburger side menu (always open from
// 1270 px), the layout switch at 820 px, and the tool cards in three sections.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/pages';
import { useFeatureFrequencies } from '../../lib/settings';
import { MOBILE_BREAKPOINT_PX } from '../../lib/shared/constants';
import { isMobileDevice } from '../../lib/platform';
import { SiteFooter } from '../../app/layout/SiteFooter';
import { useMediaQuery } from '../../app/ui/useWindowWidth';
import { dashboardSections } from './cards';
import { DashboardNav } from './DashboardNav';
import { FeedbackDialog } from './FeedbackDialog';
import { SideMenu } from './SideMenu';
import { ToolCardView } from './ToolCardView';
import './dashboard.css';

export const SIDE_MENU_DOCKED_PX = 1270;
export const LAYOUT_SWITCH_PX = 820;

export default function DashboardPage({ resolved }: PageProps) {
  const { t } = useTranslation();
  const lang = resolved.route.lang;
  const docked = useMediaQuery(`(min-width: ${SIDE_MENU_DOCKED_PX}px)`);
  const narrow = !useMediaQuery(`(min-width: ${LAYOUT_SWITCH_PX}px)`);
  const desktopWidth = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const openFeedback = useCallback(() => setFeedbackOpen(true), []);
  const closeFeedback = useCallback(() => {
    setFeedbackOpen(false);
    // The entry that opened it went with the drawer: the focus goes back to the menu button.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="menu-button"]')?.focus());
  }, []);
  const { top } = useFeatureFrequencies();
  // Spec: 'Frequently used' only on desktop-width, non-mobile screens.
  const showFrequent = desktopWidth && !isMobileDevice();
  const sections = useMemo(() => dashboardSections(top, showFrequent), [top, showFrequent]);

  return (
    <div className={`px-dash ${narrow ? 'px-dash--narrow' : ''} ${docked ? 'px-dash--docked' : ''}`} data-testid="dashboard" data-layout={narrow ? 'mobile' : 'desktop'}>
      <DashboardNav lang={lang} docked={docked} menuOpen={menuOpen} onMenu={() => setMenuOpen((o) => !o)} narrow={narrow} />
      <div className="px-dash__body">
        <SideMenu lang={lang} docked={docked} open={docked || menuOpen} onClose={closeMenu} narrow={narrow} onFeedback={openFeedback} />
        <main className="px-dash__main">
          <div className="px-dash__intro">
            <h1>{t('dashboard_heading')}</h1>
            <p>{t('dashboard_lead')}</p>
          </div>
          {sections.map((section) => (
            <section key={section.id} className={`px-dash__section px-dash__section--${section.id}`} aria-labelledby={`dash-${section.id}`} data-testid={`section-${section.id}`}>
              <h2 id={`dash-${section.id}`}>{t(section.titleKey)}</h2>
              <div className="px-dash__cards">
                {section.cards.map((card) => (
                  <ToolCardView
                    key={card.id}
                    card={card}
                    lang={lang}
                    large={section.id === 'get_started'}
                    descriptionKey={section.id === 'get_started' ? `${card.titleKey}_desc` : undefined}
                  />
                ))}
              </div>
            </section>
          ))}
        </main>
      </div>
      <SiteFooter />
      {feedbackOpen && <FeedbackDialog onClose={closeFeedback} />}
    </div>
  );
}
