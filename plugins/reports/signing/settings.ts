/** Where the lab's signing certificate is: a PKCS#12 file and its password, from the environment. */
export interface SigningSettings {
  /** REPORT_SIGNING_P12: the lab's certificate and private key; unset, the portal's own self-signed one in the data folder. */
  p12Path: string | undefined;
  /** REPORT_SIGNING_PASSWORD: the file's password. */
  password: string;
}

/**
 * Read each time a report is issued, so a renewed certificate takes effect without a restart of
 * the plugin's code, and tests can set them.
 */
export function signingSettings(env: Record<string, string | undefined> = process.env): SigningSettings {
  return { p12Path: env.REPORT_SIGNING_P12 || undefined, password: env.REPORT_SIGNING_PASSWORD ?? '' };
}
