import type { Kysely } from 'kysely';
import type { ReactElement } from 'react';
import type { DataChanges } from '../cache/data-changes.ts';
import type { AuditEntry, HistoryEntry, RelatedRecords } from '../audit/audit.ts';
import type { ImpersonationStart } from '../auth/impersonation.ts';
import type { PortalConfig } from '../config.ts';
import type { CoreDatabase } from '../db/core-database.ts';
import type { AnyRequest } from '../http/env.ts';
import type { EnqueueOptions } from '../jobs/queue.ts';
import type { JobAttempt } from '../jobs/runner.ts';
import type { Logger } from '../log.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import type { OutboxRow } from '../mail/tables.ts';
import type { Role } from '../roles.ts';
import type { PermissionDefinition, PermissionRegistry, RoutePermission } from './permissions.ts';
import type { Extension, ExtensionService } from './extension-points.ts';
import type { PortalRouter } from './router.ts';

/**
 * A sidebar entry. `order` places it among every plugin's entries; where roles see the
 * entries in different orders (Reports comes last for customer-service), give a number per role.
 */
export interface NavEntry {
  label: string;
  href: string;
  permission: RoutePermission;
  order: number | ({ default: number } & Partial<Record<Role, number>>);
  /** Entries the spec's sidebar does not place go after its list, for staff only. */
  icon?: string;
}

/** Background work a plugin runs. Its name starts with the plugin's id: `<plugin>.<job>`. */
export interface JobDefinition<DB = CoreDatabase> {
  name: string;
  /**
   * Makes it a recurring job: a cron pattern read in the lab's time zone (`'0 6 * * *'` is
   * 6 a.m. every day), which `jobSchedules` in the configuration can change or switch off. A
   * scheduled run's data is `{ scheduledFor, date }` (see `scheduledDate`).
   */
  schedule?: string;
  run(data: unknown, ctx: PluginContext<DB>, attempt: JobAttempt): Promise<void>;
}

export interface RenderOptions {
  title: string;
  status?: number;
  /** A web app manifest the page links, which makes it installable (the driver's day: `/admin/pickups/manifest.webmanifest`). */
  manifest?: string;
}

/** Serving requests: routers whose every route names its permission, and the page shell. */
export interface HttpServices {
  /** A router for `/api/...` calls: failures answer JSON, every route is in the OpenAPI document. */
  api(): PortalRouter;
  /** A router for pages: a visitor who is not signed in is sent to `/login`. */
  pages(): PortalRouter;
  /** Renders a page inside the portal's shell. */
  render(c: AnyRequest, page: ReactElement, options: RenderOptions): Response;
  /** Which role holds which permission, for a screen that shows a field to some roles only. */
  permissions: PermissionRegistry;
  /** The caller's address, as the runtime knows it: what a public route's rate limit counts by. */
  clientAddress(c: AnyRequest): string;
}

/** The audit trail: who changed which record, when, from what to what. */
export interface AuditService {
  /** Records a change inside the transaction that makes it. */
  record<D>(db: Kysely<D>, entry: AuditEntry): Promise<void>;
  /** Records many changes in one statement (records made together, such as a set's specimens). */
  recordMany<D>(db: Kysely<D>, entries: readonly AuditEntry[]): Promise<void>;
  /** A record's history with who made each change; with `related`, the records that belong with it. */
  history<D>(db: Kysely<D>, entity: string, recordId: string | number, related?: RelatedRecords): Promise<HistoryEntry[]>;
}

/** Background jobs: enqueue inside the transaction the work belongs to. */
export interface JobService {
  enqueue<D>(db: Kysely<D>, name: string, data: Record<string, unknown>, options?: EnqueueOptions): Promise<void>;
}

/** Mail: written to the outbox inside the caller's transaction, then sent by a job. */
export interface MailService {
  send<D>(db: Kysely<D>, mail: OutgoingMail): Promise<OutboxRow>;
  /** Why the mail will not arrive, when a production server's settings say so (a sender at localhost): the outbox screen shows it. */
  readonly warning: string | undefined;
}

/** Account links and checks: the mail a user created by staff gets to choose a password, and the guards of a profile change. */
export interface AccountLinks {
  /** Mails a complete-registration link, inside the caller's transaction; links use the configured public address. */
  sendCompleteRegistration<D>(db: Kysely<D>, userId: number): Promise<void>;
  /** Checks a signed-in user's current password; too many wrong answers are refused with a 429. */
  checkCurrentPassword(userId: number, password: string): Promise<boolean>;
  /** Ends the links mailed to a user that still work, inside the caller's transaction (a password or e-mail changed). */
  voidLinks<D>(db: Kysely<D>, userId: number): Promise<void>;
  /** A password as the portal stores it (scrypt, salted), for a user created or changed by a plugin. */
  hashPassword(password: string): Promise<string>;
  /** Signs a user out everywhere, inside the caller's transaction; `keepToken` keeps the session that asked. */
  endSessions<D>(db: Kysely<D>, userId: number, options?: { keepToken?: string }): Promise<void>;
}

/** Sessions as a customer, for staff (impersonation); core keeps the staff session aside. They set cookies, so they take the request. */
export interface SessionService {
  startImpersonation(c: AnyRequest, start: ImpersonationStart): Promise<string>;
  /** Answers where the browser goes next. */
  endImpersonation(c: AnyRequest): Promise<string>;
}

/**
 * Everything a plugin gets from core, in five groups: its data (`db` typed with the plugin's
 * own tables, `config`, `log`, `dataChanges`), serving (`http`), the services a write uses inside its
 * transaction (`audit`, `jobs`, `mail`), identity (`accounts`, `sessions`), and the
 * extensions other plugins add to its extension points (`extensions`). Plugins never import
 * core singletons.
 */
export interface PluginContext<DB = CoreDatabase> {
  db: Kysely<DB>;
  config: PortalConfig;
  log: Logger;
  http: HttpServices;
  audit: AuditService;
  jobs: JobService;
  mail: MailService;
  accounts: AccountLinks;
  sessions: SessionService;
  extensions: ExtensionService;
  /**
   * Announced after each write of the lab's data in this process (a request's once it has
   * answered, a job's once it has ended): a cache of answers drops them (`AnswerCache`'s `dropOn`).
   */
  dataChanges: DataChanges;
}

export interface SeedOptions {
  demo: boolean;
}

/** What a plugin declares; `DB` is the database its queries see (its tables and what it reads of core's). */
export interface PluginDefinition<DB = CoreDatabase> {
  id: string;
  dependsOn?: string[];
  permissions?: PermissionDefinition[];
  api?(ctx: PluginContext<DB>): PortalRouter;
  pages?(ctx: PluginContext<DB>): PortalRouter;
  nav?: NavEntry[];
  jobs?: JobDefinition<DB>[];
  /** What it adds to other plugins' extension points (core/plugin/extension-points.ts), each run with this plugin's context. */
  extensions?: Extension<PluginContext<DB>>[];
  /** The folder of `YYYYMMDDHHmm_<what>.ts` migrations. */
  migrations?: URL;
  seed?(ctx: PluginContext<DB>, options: SeedOptions): Promise<void>;
}

/** A plugin as core holds it: its database type is the plugin's own business. */
export type LoadedPlugin = PluginDefinition<CoreDatabase>;

/**
 * Declares a plugin with the type of its database, so `ctx.db` is typed in every hook.
 * @example export default definePlugin<PickupsDatabase>({ id: 'pickups', dependsOn: ['customers'], ... })
 */
export function definePlugin<DB = CoreDatabase>(definition: PluginDefinition<DB>): LoadedPlugin {
  // Core opens one database for every plugin; each plugin sees it through its own table types.
  return definition as unknown as LoadedPlugin;
}
