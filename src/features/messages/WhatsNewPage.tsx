import { GuidePage } from './GuidePage';
import { WHATS_NEW } from './guides';

/** /whats-new/: the latest tools, with links into them. */
export default function WhatsNewPage() {
  return <GuidePage titleKey="page_whats_new" leadKey="whats_new_lead" cards={WHATS_NEW} testId="page-whatsNew" />;
}
