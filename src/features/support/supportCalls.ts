// The support calls (account-content §7 "Support"): each attachment uploaded to the storage's attachments
// bucket (direct upload, with progress), then registered for a token; then the ticket; and the signed-in
// user's tickets for My Account.
import { apiCall, ApiError, directUpload, INVALID_RESPONSE, type Progress } from '../../lib/request';
import { attachmentContentType, type TicketSummary } from '../../lib/shared/support';

export const ATTACHMENT_BUCKET = 'attachments';

/** Uploads one file and registers it; resolves with its token (data.upload.token). */
export async function uploadAttachment(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
  const type = attachmentContentType(file.name) ?? file.type;
  const typed = file.type === type ? file : new File([file], file.name, { type });
  const uploaded = await directUpload(typed, {
    bucket: ATTACHMENT_BUCKET,
    filename: file.name,
    signal,
    onProgress: (p: Progress) => onProgress(p.total > 0 ? Math.min(1, p.loaded / p.total) : 0),
  });
  const answer = await apiCall<{ upload?: { token?: unknown } }>('support/upload-attachment', { filename: uploaded.name, file_url: uploaded.url }, { signal });
  const token = answer?.upload?.token;
  if (typeof token !== 'string' || !token) throw new ApiError(INVALID_RESPONSE, 'The attachment answer has no token.');
  onProgress(1);
  return token;
}

export interface TicketPayload {
  email: string;
  subject: string;
  product: string;
  message: string;
  alt_email: string;
  payment_name: string;
  payment_date: string;
  group_description: string;
  group_members: string;
  attachment: string;
  tag: string;
  device_specs: string;
  uploads: string;
  captcha_response: string;
}

export interface CreatedTicket {
  id: string;
  number: string;
  status: string;
}

export async function createTicket(payload: TicketPayload): Promise<CreatedTicket> {
  const answer = await apiCall<{ ticket?: Partial<CreatedTicket> }>('support/create-ticket', { ...payload });
  const ticket = answer?.ticket;
  if (!ticket || typeof ticket.id !== 'string' || typeof ticket.number !== 'string') throw new ApiError(INVALID_RESPONSE, 'The ticket answer has no ticket.');
  return { id: ticket.id, number: ticket.number, status: String(ticket.status ?? 'open') };
}

/** offlinePrompt false: My Account's card says itself that the list could not be loaded, with Try again. */
export async function listMyTickets(): Promise<TicketSummary[]> {
  const data = await apiCall<unknown>('support/tickets', {}, { offlinePrompt: false });
  if (!Array.isArray(data)) throw new ApiError(INVALID_RESPONSE, 'The ticket list is not a list.');
  return data as TicketSummary[];
}
