import { GuidePage } from './GuidePage';
import { LEARN } from './guides';

/** /learn/: what each group of tools does and how to use it, with links into them. */
export default function LearnPage() {
  return <GuidePage titleKey="page_learn" leadKey="learn_lead" cards={LEARN} testId="page-learn" />;
}
