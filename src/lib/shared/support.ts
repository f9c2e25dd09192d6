// The customer support area's rules, shared by the client (fast messages) and the server (which checks them
// again): account-content §2 "Customer support area", §3 support ticket, §5 support form and attachments, §9.
import { ownValue } from './own';

/** Issue names (underscores inside; dashes in URLs), in the landing's order. */
export const SUPPORT_ISSUES = [
  'cancel_subscription',
  'features_not_accessible',
  'refund',
  'unrecognized_charge',
  'multiple_charges',
  'switch_to_monthly',
  'receipts',
  'printing_support',
  'feedback_feature_request',
  'partner',
  'other',
] as const;
export type SupportIssue = (typeof SUPPORT_ISSUES)[number];

/** Each reason's help-page slug (spec §2; {product} is the product's name in lower case). */
const HELP_SLUGS: Record<SupportIssue, string> = {
  cancel_subscription: 'cancel-subscription',
  features_not_accessible: 'features-not-accessible',
  refund: 'refund',
  unrecognized_charge: 'unrecognized-charge',
  multiple_charges: 'multiple-charges',
  switch_to_monthly: 'i-want-to-switch-from-an-annual-subscription-to-monthly',
  receipts: 'what-information-is-on-your-receipt-and-how-do-you',
  printing_support: 'understanding-printing-requirements-and-resolution',
  feedback_feature_request: 'would-you-like-to-see-something-added-or-changed-to',
  partner: 'do-you-want-to-partner-with-pixloom-or-want-to-access',
  other: 'other',
};

/** Reasons whose landing entry goes straight to the form (spec §2), not to a help page. */
export const FORM_FIRST_ISSUES: ReadonlySet<SupportIssue> = new Set<SupportIssue>(['other', 'feedback_feature_request']);

export function isSupportIssue(value: unknown): value is SupportIssue {
  return typeof value === 'string' && (SUPPORT_ISSUES as readonly string[]).includes(value);
}

export function helpSlugOf(issue: SupportIssue): string {
  return HELP_SLUGS[issue];
}

/** The reason of a help-page slug; undefined for a slug not in the list. */
export function issueOfSlug(slug: string): SupportIssue | undefined {
  return SUPPORT_ISSUES.find((issue) => HELP_SLUGS[issue] === slug);
}

/** `cancel-subscription` → cancel_subscription; undefined for an issue not in the list. */
export function issueFromParam(param: string): SupportIssue | undefined {
  const name = param.trim().toLowerCase().replace(/-/g, '_');
  return isSupportIssue(name) ? name : undefined;
}

export function issueParam(issue: SupportIssue): string {
  return issue.replace(/_/g, '-');
}

export const SUPPORT_EMAIL_MAX = 70;
export const SUPPORT_MESSAGE_MAX = 4000;
export const SUPPORT_CARD_NAME_MAX = 100;
export const SUPPORT_GROUP_MEMBERS_MAX = 100;
export const DEVICE_SPECS_MAX = 8000;

export const DEVICE_TYPES = ['desktop', 'iphone', 'android'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const REFUND_REASONS = ['forgot_to_cancel', 'expectations', 'cancelled', 'unrecognized_charge', 'multiple_charges', 'other_reason'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
/** Refund reasons that have their own help page: choosing one goes there instead. */
export const REFUND_REDIRECTS: Partial<Record<RefundReason, SupportIssue>> = { unrecognized_charge: 'unrecognized_charge', multiple_charges: 'multiple_charges' };

export const GROUP_TYPES = ['business', 'education', 'family_friends', 'other'] as const;

/** Reasons that ask for the name on the card (spec §5). */
export const CARD_NAME_ISSUES: ReadonlySet<SupportIssue> = new Set<SupportIssue>(['cancel_subscription', 'features_not_accessible', 'unrecognized_charge', 'multiple_charges', 'switch_to_monthly']);
/** Reasons that ask for the date of the last charge: the billing ones. */
export const PAYMENT_DATE_ISSUES: ReadonlySet<SupportIssue> = new Set<SupportIssue>([...CARD_NAME_ISSUES, 'refund']);
/** Reasons that take no attachments (spec §5). */
export const NO_ATTACHMENT_ISSUES: ReadonlySet<SupportIssue> = new Set<SupportIssue>(['refund', 'switch_to_monthly', 'receipts', 'printing_support']);

export const ATTACHMENT_EXTENSIONS = ['ttf', 'woff', 'woff2', 'otf', 'pdf', 'png', 'jpg', 'jpeg', 'heic', 'bfd'] as const;
/** The content type each attachment extension is uploaded with (text/plain for .bfd, spec §7). */
const ATTACHMENT_TYPES: Record<string, string> = {
  ttf: 'font/ttf',
  otf: 'font/otf',
  woff: 'font/woff',
  woff2: 'font/woff2',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  heic: 'image/heic',
  bfd: 'text/plain',
};
export const ATTACHMENT_MAX_BYTES = 8 * 1024 * 1024;
export const ATTACHMENT_TOTAL_MAX_BYTES = 40 * 1024 * 1024;
export const ATTACHMENT_MAX_FILES = 10;

/** Lower case, 1 to 10 letters or digits after the last dot; '' otherwise (spec §5). */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  if (dot < 0) return '';
  const ext = filename.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : '';
}

/** The upload content type of an allowed attachment; undefined for an extension not allowed. */
export function attachmentContentType(filename: string): string | undefined {
  return ownValue(ATTACHMENT_TYPES, extensionOf(filename));
}

export interface AttachmentProblem {
  code: 'invalid_file_format' | 'file_size_is_large' | 'file_total_size_is_large' | 'too_many_files';
  /** The file it is about (the first bad one: checking stops there). */
  name?: string;
  extension?: string;
  /** Where it is in the list: the files before it may be sent. */
  index: number;
}

/** The first problem of a list of files, in order; null when all may be sent. */
export function checkAttachments(files: readonly { name: string; size: number }[]): AttachmentProblem | null {
  if (files.length > ATTACHMENT_MAX_FILES) return { code: 'too_many_files', index: ATTACHMENT_MAX_FILES };
  let total = 0;
  for (const [index, file] of files.entries()) {
    if (!attachmentContentType(file.name)) return { code: 'invalid_file_format', name: file.name, extension: extensionOf(file.name), index };
    if (file.size > ATTACHMENT_MAX_BYTES) return { code: 'file_size_is_large', name: file.name, index };
    total += file.size;
    if (total > ATTACHMENT_TOTAL_MAX_BYTES) return { code: 'file_total_size_is_large', name: file.name, index };
  }
  return null;
}

/** Letters, digits and spaces only (spec §5 card name). */
export function isValidCardName(value: string): boolean {
  return /^[\p{L}\p{N} ]+$/u.test(value.trim());
}

/** In-app browsers of social photo apps, where the form is refused (spec §5). */
export function isUnsupportedSupportBrowser(userAgent: string): boolean {
  return /\b(Instagram|FBAN|FBAV|FB_IAB|Pinterest|Snapchat|TikTok|musical_ly)\b/i.test(userAgent);
}

/** A yyyy-mm-dd date that exists and is not after `today` (also yyyy-mm-dd). */
export function isValidPaymentDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return false;
  return value <= today && value >= '2000-01-01';
}

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** A ticket as support/tickets lists it (My Account). */
export interface TicketSummary {
  id: string;
  number: string;
  subject: SupportIssue;
  status: TicketStatus;
  created_at: number;
  attachments: number;
}
