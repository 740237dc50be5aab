/** Intuit's hosts; QUICKBOOKS_API_BASE_URL replaces them all with one address (a local double, the tests' fake company). */
const INTUIT = {
  authorize: 'https://appcenter.intuit.com/connect/oauth2',
  token: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
  revoke: 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke',
  api: { sandbox: 'https://sandbox-quickbooks.api.intuit.com', production: 'https://quickbooks.api.intuit.com' },
} as const;

export interface QuickbooksSettings {
  clientId: string | undefined;
  clientSecret: string | undefined;
  redirectUri: string | undefined;
  environment: 'sandbox' | 'production';
  /** Where the v3 API lives: `${apiBaseUrl}/v3/company/{realm}/...`. */
  apiBaseUrl: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  /** The key tokens are encrypted with (32 bytes, base64 or hex); without it the plugin refuses to connect. */
  tokenKey: string | undefined;
  /** Intuit's webhook verifier token; without it the webhook refuses every call. */
  webhookVerifier: string | undefined;
}

/**
 * The settings, read from the environment each time they are needed (so a changed secret takes
 * effect without a restart of the plugin's code, and tests can set them):
 * QUICKBOOKS_CLIENT_ID, QUICKBOOKS_CLIENT_SECRET, QUICKBOOKS_REDIRECT_URI, QUICKBOOKS_ENVIRONMENT
 * (sandbox or production), QUICKBOOKS_API_BASE_URL, QUICKBOOKS_TOKEN_KEY, QUICKBOOKS_WEBHOOK_VERIFIER.
 */
export function quickbooksSettings(env: Record<string, string | undefined> = process.env): QuickbooksSettings {
  const environment = env.QUICKBOOKS_ENVIRONMENT === 'production' ? 'production' : 'sandbox';
  const base = env.QUICKBOOKS_API_BASE_URL?.replace(/\/+$/, '') || undefined;
  return {
    clientId: env.QUICKBOOKS_CLIENT_ID || undefined,
    clientSecret: env.QUICKBOOKS_CLIENT_SECRET || undefined,
    redirectUri: env.QUICKBOOKS_REDIRECT_URI || undefined,
    environment,
    apiBaseUrl: base ?? INTUIT.api[environment],
    authorizeUrl: base ? `${base}/connect/oauth2` : INTUIT.authorize,
    tokenUrl: base ? `${base}/oauth2/v1/tokens/bearer` : INTUIT.token,
    revokeUrl: base ? `${base}/oauth2/v1/tokens/revoke` : INTUIT.revoke,
    tokenKey: env.QUICKBOOKS_TOKEN_KEY || undefined,
    webhookVerifier: env.QUICKBOOKS_WEBHOOK_VERIFIER || undefined,
  };
}
