import type { Context } from 'hono';
import type { ReactElement } from 'react';
import type { z } from 'zod';
import type { PortalConfig } from '../config.ts';
import type { AnyDatabase } from '../db/database.ts';
import type { AppEnv } from '../http/env.ts';
import type { Logger } from '../log.ts';
import type { Role } from '../roles.ts';
import type { PermissionDefinition, PermissionRegistry, RoutePermission } from './permissions.ts';
import type { PortalRouter } from './router.ts';
import type { JobAttempt } from '../jobs/runner.ts';
import type { EnqueueOptions } from '../jobs/queue.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import type { OutboxRow } from '../mail/tables.ts';
import type { Actor, AuditEntry, HistoryEntry } from '../audit/audit.ts';
import type { ImpersonationStart } from '../auth/impersonation.ts';

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

/** An interactive component shipped to the browser, with the schema of its props. */
export interface IslandDefinition {
  /** Unique across plugins: `<plugin>.<Component>`. */
  name: string;
  /** The module whose default export is the component. */
  file: URL;
  props: z.ZodType;
}

/** Background work a plugin runs. Its name starts with the plugin's id: `<plugin>.<job>`. */
export interface JobDefinition {
  name: string;
  run(data: unknown, ctx: PluginContext, attempt: JobAttempt): Promise<void>;
}

export interface RenderOptions {
  title: string;
  status?: number;
}

/** Everything a plugin gets from core. Plugins never import core singletons. */
export interface PluginContext {
  config: PortalConfig;
  db: AnyDatabase;
  log: Logger;
  permissions: PermissionRegistry;
  /** A router for `/api/...` calls: failures answer JSON. */
  apiRouter(): PortalRouter;
  /** A router for pages: a visitor who is not signed in is sent to `/login`. */
  pageRouter(): PortalRouter;
  /** Renders a page inside the portal's shell. */
  render(c: Context<AppEnv>, page: ReactElement, options: RenderOptions): Response;
  /** Background jobs: enqueue inside the transaction the work belongs to. */
  jobs: {
    enqueue(db: AnyDatabase, name: string, data: Record<string, unknown>, options?: EnqueueOptions): Promise<void>;
  };
  /** Mail: written to the outbox inside the caller's transaction, then sent by a job. */
  mail: {
    send(db: AnyDatabase, mail: OutgoingMail): Promise<OutboxRow>;
  };
  /** Account links: the mail a user created by staff gets to choose a password. */
  accounts: {
    /** Mails a complete-registration link, inside the caller's transaction. */
    sendCompleteRegistration(db: AnyDatabase, userId: number, c: Context<AppEnv>): Promise<void>;
  };
  /** Sessions as a customer, for staff (impersonation); core keeps the staff session aside. */
  sessions: {
    startImpersonation(c: Context<AppEnv>, start: ImpersonationStart): Promise<string>;
    /** Answers where the browser goes next. */
    endImpersonation(c: Context<AppEnv>): Promise<string>;
  };
  /** The audit trail: who changed which record, when, from what to what. */
  audit: {
    record(db: AnyDatabase, entry: AuditEntry): Promise<void>;
    history(db: AnyDatabase, entity: string, recordId: string | number): Promise<HistoryEntry[]>;
    /** The actor of a request: the signed-in user and, when impersonating, the staff member. */
    actorOf(c: Context<AppEnv>): Actor;
  };
}

export interface SeedOptions {
  demo: boolean;
}

export interface PluginDefinition {
  id: string;
  dependsOn?: string[];
  permissions?: PermissionDefinition[];
  api?(ctx: PluginContext): PortalRouter;
  pages?(ctx: PluginContext): PortalRouter;
  nav?: NavEntry[];
  islands?: IslandDefinition[];
  jobs?: JobDefinition[];
  /** The folder of `YYYYMMDDHHmm_<what>.ts` migrations. */
  migrations?: URL;
  seed?(ctx: PluginContext, options: SeedOptions): Promise<void>;
}

/**
 * Declares a plugin. Returns its definition unchanged; the function exists for the types.
 * @example export default definePlugin({ id: 'inspectors', dependsOn: ['customers'], ... })
 */
export function definePlugin(definition: PluginDefinition): PluginDefinition {
  return definition;
}
