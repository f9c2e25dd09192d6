// What calls can reach: the database, the configuration and the adapters. Later areas add theirs here.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Db, DbKind } from './db/index';
import type { AuthState } from './api/types';
import type { Storage } from './adapters/storage';
import type { MailAdapter } from './adapters/mail';
import type { CaptchaAdapter } from './adapters/captcha';
import type { IdentityAdapter } from './adapters/identity';
import type { JobQueue } from './jobs/queue';
import type { PaymentsAdapter } from './adapters/payments/types';
import type { BillingClock } from './billing/clock';
import type { ImportsCore } from './imports/core';

export interface SessionResolver {
  /** The signed-in user of a request, or null. */
  resolve(request: FastifyRequest): Promise<AuthState | null>;
  /** PostgreSQL: resolves once this instance has heard of every session change committed before the call. */
  settled?(): Promise<void>;
}

/**
 * Removes one area's data of a user. The close-account job runs every remover in order, reporting its
 * progress step by step; each area (photos, projects, …) adds its own remover in app.ts.
 */
export interface UserDataRemover {
  name: string;
  remove(userId: string): Promise<void>;
}

export interface Services {
  config: Config;
  db: Db;
  dbKind: DbKind;
  log: FastifyBaseLogger;
  sessions: SessionResolver;
  userDataRemovers: UserDataRemover[];
  /** Local disk under $DATA_DIR/storage, or S3 with STORAGE_URL (server/adapters/storage.ts). */
  storage: Storage;
  /** .eml files under $DATA_DIR/mail/, or SMTP with MAIL_URL. */
  mail: MailAdapter;
  /** ALTCHA challenges and their verification (or off). */
  captcha: CaptchaAdapter;
  /** OpenID Connect providers for social sign-in. */
  identity: IdentityAdapter;
  /** Background jobs: pg-boss on PostgreSQL, in-process on SQLite (server/jobs/queue.ts). */
  jobs: JobQueue;
  /** The card payment provider: the built-in sandbox, or Stripe with PAYMENTS=stripe (server/adapters/payments). */
  payments: PaymentsAdapter;
  /** Billing time: the sandbox's test clock, else the real time (server/billing/clock.ts). */
  billing: BillingClock;
  /** Third-party imports' OAuth tokens per user and connector (server/imports/core.ts). */
  imports: ImportsCore;
}
