// Each reason's help page (account-content §2 "Customer support area"): its paragraphs (locales/<lang>/support.json,
// support_help_<issue>_<n>) and the places in the app it sends the user to.
import type { SupportIssue } from '../../lib/shared/support';

export interface HelpLink {
  href: string;
  labelKey: string;
}

const MY_ACCOUNT: HelpLink = { href: '/my-account/', labelKey: 'support_link_my_account' };
const PRICING: HelpLink = { href: '/pricing/', labelKey: 'support_link_pricing' };
const RENEWAL_POLICY: HelpLink = { href: '/renewal-policy/', labelKey: 'support_link_renewal_policy' };

export const HELP_PAGES: Record<SupportIssue, { paragraphs: number; links: readonly HelpLink[] }> = {
  cancel_subscription: { paragraphs: 3, links: [MY_ACCOUNT, RENEWAL_POLICY] },
  features_not_accessible: { paragraphs: 3, links: [MY_ACCOUNT] },
  refund: { paragraphs: 3, links: [RENEWAL_POLICY] },
  unrecognized_charge: { paragraphs: 3, links: [PRICING, MY_ACCOUNT] },
  multiple_charges: { paragraphs: 3, links: [MY_ACCOUNT] },
  switch_to_monthly: { paragraphs: 3, links: [MY_ACCOUNT, PRICING] },
  receipts: { paragraphs: 3, links: [MY_ACCOUNT] },
  printing_support: { paragraphs: 3, links: [] },
  feedback_feature_request: { paragraphs: 2, links: [] },
  partner: { paragraphs: 2, links: [] },
  other: { paragraphs: 1, links: [] },
};

export function helpParagraphKeys(issue: SupportIssue): string[] {
  return Array.from({ length: HELP_PAGES[issue].paragraphs }, (_, i) => `support_help_${issue}_${i + 1}`);
}
