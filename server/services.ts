// What calls can reach: the database, the configuration and the adapters. Later areas add theirs here.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Db, DbKind } from './db/index';
import type { AuthState } from './api/types';

export interface SessionResolver {
  /** The signed-in user of a request, or null. */
  resolve(request: FastifyRequest): Promise<AuthState | null>;
}

export interface Services {
  config: Config;
  db: Db;
  dbKind: DbKind;
  log: FastifyBaseLogger;
  sessions: SessionResolver;
}
