import type { Generated } from 'kysely';

// Table types for Kysely. Times are epoch milliseconds (bigint in PostgreSQL, integer in SQLite).

export interface ApiRequestTable {
  request_id: string;
  call: string;
  state: 'pending' | 'done';
  status: number | null;
  body: string | null;
  created_at: number;
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

export interface Database {
  api_requests: ApiRequestTable;
  users: UserTable;
  sessions: SessionTable;
  photos: PhotoTable;
  storage_uploads: StorageUploadTable;
}
