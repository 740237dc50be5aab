import { z } from 'zod';
import { s3SettingsSchema, uploadsBucketFromEnv, type S3Settings } from './s3-settings.ts';
import { scheduleProblem } from './jobs/recurrence.ts';
import { LOG_LEVELS, type OutputLevel } from './log.ts';
import { trustedProxies } from './http/client-address.ts';

/** What `hono.config.ts` declares; every setting can be overridden by an environment variable. */
export interface PortalConfigInput {
  /** Plugin ids, in any order; dependencies decide the start-up order. */
  plugins: string[];
  port?: number;
  /** The address to listen on; loopback unless set (anything else needs `publicUrl` in production). */
  host?: string;
  /** PostgreSQL URL; unset means the embedded database in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  labTimeZone?: string;
  labName?: string;
  /**
   * Who the lab is, as its reports and invoices print it: postal address (lines joined by
   * newlines), phone, e-mail, and the accreditation body and certificate number (ISO/IEC 17025).
   * Each is optional; a document leaves out what is not set.
   */
  labIdentity?: LabIdentity;
  /**
   * Where and how customers pay, as invoices and statements print it in their remit-to block:
   * the payee (the lab's name when unset), its postal address (lines joined by newlines; the
   * lab's address when unset) and payment instructions (checks, bank transfer, the reference to quote).
   */
  remitTo?: RemitTo;
  /** The address users reach the portal at; used in e-mail links and for the CSRF origin check. */
  publicUrl?: string;
  /**
   * The reverse proxies in front (addresses, CIDR ranges, `loopback`...): the sign-in limits then
   * read the client's address from the `X-Forwarded-For` they set. Empty: the socket's address.
   */
  trustProxy?: string[];
  sessionIdleHours?: number;
  /** A session ends this many days after sign-in, however busy (the absolute lifetime). */
  sessionMaxDays?: number;
  demoPassword?: string;
  /** Seed the demo lab on an empty database; defaults to true on the embedded database only. */
  seedDemo?: boolean;
  /** A serving portal runs the embedded database in a worker thread of its own (decision 216); defaults to true. */
  embeddedThread?: boolean;
  /** `smtp://user:pass@host:port`; unset keeps mail in the outbox. */
  smtpUrl?: string;
  mailFrom?: string;
  /** The Reply-To of the portal's mail (the office's mailbox), when replies should not go to `mailFrom`. */
  mailReplyTo?: string;
  /** Seconds the requests in flight get to finish after SIGTERM before their connections are cut. */
  shutdownGraceSeconds?: number;
  /** The lowest level of log line written: debug, info (the default), warn, error or silent. */
  logLevel?: OutputLevel;
  /** With it, `/metrics` answers requests that send it as a bearer token; without it, there is no `/metrics`. */
  metricsToken?: string;
  /** Where uploaded files are kept; `<dataDir>/uploads` unless set. Several processes share one folder. */
  uploadsDir?: string;
  /** An S3-compatible bucket for uploaded files instead of `uploadsDir` (or `UPLOADS_S3_BUCKET` and the `S3_` variables). */
  uploadsS3?: S3Settings;
  /** Dollars billed as the fuel-charge row of an invoice whose pickup carries a fuel charge. */
  fuelCharge?: number;
  /** The lab's cut-off time (`HH:mm`, lab time) after which a customer can no longer request a pickup for the same day. */
  sameDayRequestCutoff?: string;
  /**
   * When recurring jobs run, by job name: a cron pattern read in `labTimeZone`
   * (`'0 7 * * *'`), or false to not run that job on a schedule. Unnamed jobs keep the plugin's own.
   */
  jobSchedules?: Record<string, string | false>;
}

const timeZone = z.string().refine(isTimeZone, { message: 'is not an IANA time zone name' });

const schedulePattern = z.string().superRefine((pattern, check) => {
  const problem = scheduleProblem(pattern);
  if (problem) check.addIssue({ code: 'custom', message: `"${pattern}": ${problem}` });
});

const labIdentitySchema = z.object({
  address: z.string().max(300).optional(),
  phone: z.string().max(40).optional(),
  email: z.string().email().optional(),
  accreditationBody: z.string().max(120).optional(),
  accreditationNumber: z.string().max(60).optional(),
});

const remitToSchema = z.object({
  name: z.string().max(120).optional(),
  address: z.string().max(300).optional(),
  instructions: z.string().max(1000).optional(),
});

/** The lab's identity on its documents; see `PortalConfigInput.labIdentity`. */
export type LabIdentity = z.output<typeof labIdentitySchema>;
/** The remit-to block of invoices; see `PortalConfigInput.remitTo`. */
export type RemitTo = z.output<typeof remitToSchema>;

const configSchema = z.object({
  plugins: z.array(z.string().regex(/^[a-z][a-z0-9-]*$/, 'plugin ids are kebab-case')),
  port: z.coerce.number().int().min(0).max(65535),
  host: z.string().min(1),
  databaseUrl: z.string().min(1).optional(),
  dataDir: z.string().min(1),
  labTimeZone: timeZone,
  labName: z.string().min(1),
  labIdentity: labIdentitySchema,
  remitTo: remitToSchema,
  publicUrl: z.string().url().optional(),
  trustProxy: z.array(z.string().min(1)).superRefine((list, check) => {
    try {
      trustedProxies(list);
    } catch (error) {
      check.addIssue({ code: 'custom', message: (error as Error).message });
    }
  }),
  sessionIdleHours: z.coerce.number().positive(),
  sessionMaxDays: z.coerce.number().positive(),
  demoPassword: z.string().min(8),
  seedDemo: z.boolean(),
  embeddedThread: z.boolean(),
  smtpUrl: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  mailFrom: z.string().min(3),
  mailReplyTo: z.string().min(3).optional(),
  shutdownGraceSeconds: z.coerce.number().min(0).max(600),
  logLevel: z.enum(LOG_LEVELS),
  // A guessable token would let anybody read the portal's traffic.
  metricsToken: z.string().min(16, 'must be at least 16 characters').optional(),
  uploadsDir: z.string().min(1),
  uploadsS3: s3SettingsSchema.optional(),
  fuelCharge: z.coerce.number().min(0).max(10_000),
  sameDayRequestCutoff: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:mm'),
  jobSchedules: z.record(z.string(), z.union([z.literal(false), schedulePattern])),
  version: z.string(),
});

/** The settings once merged with the environment and checked: defaults filled in. */
export type PortalConfig = z.output<typeof configSchema>;

/** Environment variables and the setting each overrides. */
export const ENVIRONMENT_SETTINGS = {
  PORT: 'port',
  HOST: 'host',
  DATABASE_URL: 'databaseUrl',
  DATA_DIR: 'dataDir',
  LAB_TIME_ZONE: 'labTimeZone',
  LAB_NAME: 'labName',
  LAB_ADDRESS: 'labIdentity.address',
  LAB_PHONE: 'labIdentity.phone',
  LAB_EMAIL: 'labIdentity.email',
  LAB_ACCREDITATION_BODY: 'labIdentity.accreditationBody',
  LAB_ACCREDITATION_NUMBER: 'labIdentity.accreditationNumber',
  REMIT_TO_NAME: 'remitTo.name',
  REMIT_TO_ADDRESS: 'remitTo.address',
  PAYMENT_INSTRUCTIONS: 'remitTo.instructions',
  PUBLIC_URL: 'publicUrl',
  TRUST_PROXY: 'trustProxy',
  SESSION_IDLE_HOURS: 'sessionIdleHours',
  SESSION_MAX_DAYS: 'sessionMaxDays',
  DEMO_PASSWORD: 'demoPassword',
  PORTAL_PLUGINS: 'plugins',
  SEED_DEMO: 'seedDemo',
  EMBEDDED_DATABASE_THREAD: 'embeddedThread',
  SMTP_URL: 'smtpUrl',
  MAIL_FROM: 'mailFrom',
  MAIL_REPLY_TO: 'mailReplyTo',
  SHUTDOWN_GRACE_SECONDS: 'shutdownGraceSeconds',
  LOG_LEVEL: 'logLevel',
  METRICS_TOKEN: 'metricsToken',
  UPLOADS_DIR: 'uploadsDir',
  FUEL_CHARGE: 'fuelCharge',
  SAME_DAY_REQUEST_CUTOFF: 'sameDayRequestCutoff',
} as const;

/**
 * Merges the file's settings with the environment and checks them.
 * @example resolveConfig({ plugins: ['customers'] }, { PORT: '8080' }, '1.0.0').port // 8080
 */
export function resolveConfig(input: PortalConfigInput, env: Record<string, string | undefined>, version: string): PortalConfig {
  const fromEnv = (name: keyof typeof ENVIRONMENT_SETTINGS) => {
    const value = env[name];
    return value === undefined || value === '' ? undefined : value;
  };
  const databaseUrl = fromEnv('DATABASE_URL') ?? input.databaseUrl;
  const seedFlag = fromEnv('SEED_DEMO');
  const threadFlag = fromEnv('EMBEDDED_DATABASE_THREAD');
  const dataDir = fromEnv('DATA_DIR') ?? input.dataDir ?? './data';
  const merged = {
    plugins:
      fromEnv('PORTAL_PLUGINS')
        ?.split(',')
        .map((id) => id.trim())
        .filter(Boolean) ?? input.plugins,
    port: fromEnv('PORT') ?? input.port ?? 3000,
    host: fromEnv('HOST') ?? input.host ?? '127.0.0.1',
    databaseUrl,
    dataDir,
    labTimeZone: fromEnv('LAB_TIME_ZONE') ?? input.labTimeZone ?? 'America/Los_Angeles',
    labName: fromEnv('LAB_NAME') ?? input.labName ?? 'Materials Testing Lab',
    labIdentity: {
      // An address in an environment variable writes its line breaks as `\n`.
      address: (fromEnv('LAB_ADDRESS')?.replaceAll('\\n', '\n') ?? input.labIdentity?.address) || undefined,
      phone: fromEnv('LAB_PHONE') ?? input.labIdentity?.phone,
      email: fromEnv('LAB_EMAIL') ?? input.labIdentity?.email,
      accreditationBody: fromEnv('LAB_ACCREDITATION_BODY') ?? input.labIdentity?.accreditationBody,
      accreditationNumber: fromEnv('LAB_ACCREDITATION_NUMBER') ?? input.labIdentity?.accreditationNumber,
    },
    remitTo: {
      name: fromEnv('REMIT_TO_NAME') ?? input.remitTo?.name,
      // Line breaks in an environment variable are written `\n`, as in LAB_ADDRESS.
      address: (fromEnv('REMIT_TO_ADDRESS')?.replaceAll('\\n', '\n') ?? input.remitTo?.address) || undefined,
      instructions: (fromEnv('PAYMENT_INSTRUCTIONS')?.replaceAll('\\n', '\n') ?? input.remitTo?.instructions) || undefined,
    },
    publicUrl: fromEnv('PUBLIC_URL') ?? input.publicUrl,
    trustProxy:
      fromEnv('TRUST_PROXY')
        ?.split(',')
        .map((entry) => entry.trim())
        .filter(Boolean) ??
      input.trustProxy ??
      [],
    sessionIdleHours: fromEnv('SESSION_IDLE_HOURS') ?? input.sessionIdleHours ?? 12,
    sessionMaxDays: fromEnv('SESSION_MAX_DAYS') ?? input.sessionMaxDays ?? 7,
    demoPassword: fromEnv('DEMO_PASSWORD') ?? input.demoPassword ?? 'demo-lab-portal',
    seedDemo: seedFlag !== undefined ? seedFlag === 'true' || seedFlag === '1' : (input.seedDemo ?? databaseUrl === undefined),
    embeddedThread: threadFlag !== undefined ? threadFlag === 'true' || threadFlag === '1' : (input.embeddedThread ?? true),
    smtpUrl: fromEnv('SMTP_URL') ?? input.smtpUrl,
    mailFrom: fromEnv('MAIL_FROM') ?? input.mailFrom ?? 'Materials Testing Lab <lab@localhost>',
    mailReplyTo: fromEnv('MAIL_REPLY_TO') ?? input.mailReplyTo,
    shutdownGraceSeconds: fromEnv('SHUTDOWN_GRACE_SECONDS') ?? input.shutdownGraceSeconds ?? 10,
    logLevel: fromEnv('LOG_LEVEL') ?? input.logLevel ?? 'info',
    metricsToken: fromEnv('METRICS_TOKEN') ?? input.metricsToken,
    uploadsDir: fromEnv('UPLOADS_DIR') ?? input.uploadsDir ?? `${dataDir.replace(/\/$/, '')}/uploads`,
    uploadsS3: uploadsBucketFromEnv(env) ?? input.uploadsS3,
    fuelCharge: fromEnv('FUEL_CHARGE') ?? input.fuelCharge ?? 15,
    sameDayRequestCutoff: fromEnv('SAME_DAY_REQUEST_CUTOFF') ?? input.sameDayRequestCutoff ?? '12:00',
    jobSchedules: input.jobSchedules ?? {},
    version,
  };
  const parsed = configSchema.safeParse(merged);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`The portal's configuration is invalid:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

function isTimeZone(name: string): boolean {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone !== '';
  } catch {
    return false;
  }
}
