import type { Generated } from 'kysely';

// Table types for Kysely. Times are epoch milliseconds (bigint in PostgreSQL, integer in SQLite).

export interface ApiRequestTable {
  /** sha256 hex of (session or visitor, X-Request-Id). */
  request_key: string;
  call: string;
  /** sha256 hex of the request's fields and files: the same id with another body is request_id_reused. */
  body_hash: string;
  /** The server process that claimed it (server_boots); a pending claim of a dead one is taken over. */
  boot_id: string;
  state: 'pending' | 'done';
  status: number | null;
  body: string | null;
  created_at: number;
}

export interface ServerBootTable {
  boot_id: string;
  host: string;
  pid: number;
  started_at: number;
  heartbeat_at: number;
}

export interface UserTable {
  id: string;
  email: string;
  user_name: string;
  password_hash: string | null;
  language: string;
  register_date: number;
  register_from: string;
  login_date: number | null;
  login_count: number;
  mail_verified: number;
  is_social: number;
  can_change_user_name: number;
  email_effects: number;
  email_articles: number;
  is_beta_user: number;
  pl: number;
  plan_type: number;
  subscription_status: string;
  /** The user's settings (spec §3 Settings) as JSON. */
  options: string;
  /** An id for error reporting. */
  luk: string;
  /** Set while the account's closure runs (010_accounts): the account can no longer sign in. Optional on insert. */
  closing_at: Generated<number | null>;
  /** ISO 3166-1 alpha-2, upper case, as the app last reported it (011_user_country). Optional on insert. */
  country: Generated<string | null>;
  /** The subscription's price and pair ('' when none) and whether its last renewal failed (040_billing). */
  price_id: Generated<string>;
  price_pair_id: Generated<string>;
  delinquent: Generated<number>;
}

export interface SessionTable {
  /** sha256 of the session cookie's token: a stolen database holds no usable cookies. */
  id: string;
  user_id: string;
  /** The id auth/devices shows and revokes with. */
  device_key: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  user_agent: string;
  device: string;
  ip: string;
}

// Accounts (010_accounts).

export type AccountTokenKind = 'verify_email' | 'reset_password' | 'close_account';

export interface AccountTokenTable {
  /** sha256 of the 40-hex key that was mailed. */
  id: string;
  user_id: string;
  kind: AccountTokenKind;
  email: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface UserIdentityTable {
  provider: string;
  subject: string;
  user_id: string;
  email: string;
  created_at: number;
}

export interface RateLimitHitTable {
  id: string;
  bucket: string;
  created_at: number;
}

export interface CaptchaUseTable {
  id: string;
  expires_at: number;
}

export interface OidcLoginTable {
  state: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  expires_at: number;
}

export interface AccountClosureTable {
  /** sha256 of the closure cookie's token. */
  id: string;
  user_id: string;
  state: 'running' | 'finished' | 'failed';
  step: number;
  total_steps: number;
  percent: number;
  attempts: number;
  lease_until: number;
  error: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

export interface FeedbackTable {
  id: string;
  user_id: string | null;
  email: string;
  subject: string;
  message: string;
  system_info: string;
  created_at: number;
}

// Photos and storage (020_photos).

export interface PhotoTable {
  /** Generated: a number on SQLite and PostgreSQL alike (bigserial there). */
  id: Generated<number>;
  user_id: string;
  kind: 'photo' | 'layer';
  storage_key: string;
  owner_key: string;
  title: string;
  /** The title's #word tags, space-separated. */
  tags: string;
  search_text: string;
  is_public: number;
  format: string;
  width: number;
  height: number;
  bytes: number;
  created_at: number;
  updated_at: number;
}

export interface StorageUploadTable {
  storage_key: string;
  bucket: string;
  user_id: string | null;
  content_type: string;
  filename: string;
  max_bytes: number;
  created_at: number;
  expires_at: number;
}

// Projects (030_projects).

export interface ProjectTable {
  /** Made by the client (UUID), so an offline project keeps its id on the server. */
  id: string;
  user_id: string;
  name: string;
  name_key: string;
  /** Set on a conflict copy: the project it was split from. */
  conflict_of: string | null;
  section: 'editor' | 'collage' | 'designer';
  width: number;
  height: number;
  folder_id: number;
  revision: number;
  doc_key: string;
  doc_bytes: number;
  content_hash: string;
  thumb_key: string | null;
  /** JSON: image id → project_assets.hash */
  assets: string;
  /** The X-Request-Id of the save that made this revision (032_project_made_by); null when none came. */
  made_by_request: string | null;
  created_at: number;
  updated_at: number;
}

export interface ProjectAssetTable {
  user_id: string;
  /** sha256 of the bytes, hex. */
  hash: string;
  storage_key: string;
  content_type: string;
  bytes: number;
  width: number;
  height: number;
  created_at: number;
  /** Last time a save named this image. */
  used_at: number;
}

export interface ProjectFolderTable {
  /** Generated: a number on SQLite and PostgreSQL alike (bigserial there). */
  id: Generated<number>;
  user_id: string;
  name: string;
  name_key: string;
  created_at: number;
}

// Abuse reports (026_photo_reports): one per user per photo.
export interface PhotoReportTable {
  id: Generated<number>;
  photo_id: number;
  user_id: string;
  /** Where the photo was reported from: the report-abuse call's mode. */
  mode: string;
  is_anonymous: number;
  created_at: number;
}

// Billing (040_billing).

export type PaymentPlatform = 'card' | 'paypal_subscr' | 'payflow' | 'google_play_store' | 'apple_app_store';
export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled';

export interface BillingCustomerTable {
  user_id: string;
  platform: PaymentPlatform;
  provider_customer_id: string;
  payment_method_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  email: string;
  /** A payment waiting for 3-D Secure (its intent id and the price it pays), else null. */
  pending_intent_id: string | null;
  pending_price_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface SubscriptionTable {
  id: string;
  user_id: string;
  platform: PaymentPlatform;
  price_id: string;
  price_pair_id: string;
  recurring: 'month' | 'year';
  currency: string;
  /** Minor units charged each period, after a coupon or the yearly upgrade's discount. */
  unit_amount: number;
  status: SubscriptionStatus;
  cancelled: number;
  had_trial: number;
  current_period_start: number;
  current_period_end: number;
  trial_end: number | null;
  coupon: string | null;
  delinquent: number;
  /** A Play Store purchase token or App Store original transaction id; null for cards. */
  store_ref: string | null;
  created_at: number;
  updated_at: number;
}

export interface InvoiceTable {
  id: string;
  user_id: string;
  subscription_id: string;
  charge_id: string;
  price_id: string;
  billing_cycle: 'month' | 'year';
  package_name: string;
  amount: number;
  currency: string;
  last4: string;
  period_start: number;
  period_end: number;
  created_at: number;
}

export interface PaymentLockTable {
  user_id: string;
  started_at: number;
}

export interface SandboxPaymentIntentTable {
  id: string;
  client_secret: string;
  customer_id: string;
  amount: number;
  currency: string;
  status: 'requires_action' | 'succeeded' | 'failed';
  created_at: number;
}

export interface SandboxCardTable {
  payment_method_id: string;
  customer_id: string;
  token: string;
  created_at: number;
}

export interface SandboxClockTable {
  id: string;
  offset_ms: number;
}

export interface Database {
  api_requests: ApiRequestTable;
  server_boots: ServerBootTable;
  users: UserTable;
  sessions: SessionTable;
  account_tokens: AccountTokenTable;
  user_identities: UserIdentityTable;
  rate_limit_hits: RateLimitHitTable;
  captcha_uses: CaptchaUseTable;
  oidc_logins: OidcLoginTable;
  account_closures: AccountClosureTable;
  feedback: FeedbackTable;
  photos: PhotoTable;
  photo_reports: PhotoReportTable;
  storage_uploads: StorageUploadTable;
  projects: ProjectTable;
  project_assets: ProjectAssetTable;
  project_folders: ProjectFolderTable;
  billing_customers: BillingCustomerTable;
  subscriptions: SubscriptionTable;
  invoices: InvoiceTable;
  payment_locks: PaymentLockTable;
  sandbox_payment_intents: SandboxPaymentIntentTable;
  sandbox_cards: SandboxCardTable;
  sandbox_clock: SandboxClockTable;
  stripe_events: StripeEventTable;
  support_tickets: SupportTicketTable;
  support_attachments: SupportAttachmentTable;
  print_orders: PrintOrderTable;
  import_tokens: ImportTokenTable;
  import_logins: ImportLoginTable;
}

// Stripe webhook events (041_stripe_events), handled once each.

export interface StripeEventTable {
  /** Stripe's event id (evt_…). */
  id: string;
  type: string;
  created_at: number;
}

// Customer support (060_support): tickets and their attachments.

export interface SupportTicketTable {
  id: string;
  /** The signed-in user who filed it; null for a visitor (the ticket has only the email). */
  user_id: string | null;
  email: string;
  alt_email: string;
  /** The issue name (src/lib/shared/support.ts SUPPORT_ISSUES). */
  subject: string;
  /** The device type: desktop, iphone or android. */
  product: string;
  message: string;
  payment_name: string;
  payment_date: string;
  group_description: string;
  group_members: string;
  tag: string;
  device_specs: string;
  lang: string;
  /** open, answered or closed. */
  status: string;
  created_at: number;
  updated_at: number;
}

export interface SupportAttachmentTable {
  token_hash: string;
  storage_key: string;
  owner: string;
  user_id: string | null;
  ticket_id: string | null;
  filename: string;
  content_type: string;
  size: number;
  created_at: number;
}

// Print orders (070_print), one per order sent to the print service.

export interface PrintOrderTable {
  id: string;
  user_id: string;
  /** received (the service has it) | in_production | shipped | cancelled */
  status: string;
  product: string;
  size: string;
  quantity: number;
  image_key: string;
  image_width: number;
  image_height: number;
  dpi: number;
  currency: string;
  unit_amount: number;
  shipping_amount: number;
  total_amount: number;
  email: string;
  ship_name: string;
  ship_line1: string;
  ship_line2: string;
  ship_city: string;
  ship_region: string;
  ship_postal_code: string;
  ship_country: string;
  provider: string;
  provider_ref: string;
  created_at: number;
}

// Third-party imports (080_imports): OAuth tokens per user and connector, sealed (server/imports/crypto.ts).

export interface ImportTokenTable {
  user_id: string;
  /** drive | photos | facebook (server/imports/connectors.ts) */
  connector: string;
  access_token: string;
  refresh_token: string | null;
  expires_at: number | null;
  scope: string;
  created_at: number;
  updated_at: number;
}

/** An authorization in progress: its state, bound to the user who started it. */
export interface ImportLoginTable {
  state: string;
  user_id: string;
  connector: string;
  code_verifier: string;
  redirect_uri: string;
  expires_at: number;
}
