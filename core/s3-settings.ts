import { z } from 'zod';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, ...) and how to reach it. */
export interface S3Settings {
  bucket: string;
  /** Key prefix of every file, `uploads/` by default. */
  prefix: string;
  /** The service's address (`https://minio.lab.example:9000`): buckets are then addressed by path. Unset: AWS S3. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Checked with the rest of the configuration (core/config.ts). */
export const s3SettingsSchema = z.object({
  bucket: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'is not a bucket name'),
  prefix: z.string().regex(/^([\w.-]+\/)*$/, "must be empty or folder names each ending in '/'"),
  endpoint: z
    .string()
    .regex(/^https?:\/\/[^/]+\/?$/, 'must be http(s)://host[:port]')
    .optional(),
  region: z.string().min(1),
  accessKeyId: z.string().min(1, 'is required with UPLOADS_S3_BUCKET'),
  secretAccessKey: z.string().min(1, 'is required with UPLOADS_S3_BUCKET'),
});

/**
 * The uploads' bucket from the environment: `UPLOADS_S3_BUCKET` turns it on, with
 * `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`, and optionally `S3_ENDPOINT`, `S3_REGION`
 * (`us-east-1`) and `UPLOADS_S3_PREFIX` (`uploads/`). Undefined without a bucket.
 * @example uploadsBucketFromEnv({ UPLOADS_S3_BUCKET: 'lab' })?.prefix // 'uploads/'
 */
export function uploadsBucketFromEnv(env: Record<string, string | undefined>): S3Settings | undefined {
  const value = (name: string) => (env[name] === '' ? undefined : env[name]);
  const bucket = value('UPLOADS_S3_BUCKET');
  if (bucket === undefined) return undefined;
  return {
    bucket,
    prefix: value('UPLOADS_S3_PREFIX') ?? 'uploads/',
    endpoint: value('S3_ENDPOINT'),
    region: value('S3_REGION') ?? 'us-east-1',
    accessKeyId: value('S3_ACCESS_KEY_ID') ?? '',
    secretAccessKey: value('S3_SECRET_ACCESS_KEY') ?? '',
  };
}
