import type { QuickbooksSettings } from './settings.ts';
import { QuickbooksError } from './errors.ts';

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
}

export const NOT_CONFIGURED =
  'QuickBooks cannot be connected: QUICKBOOKS_CLIENT_ID, QUICKBOOKS_CLIENT_SECRET and QUICKBOOKS_REDIRECT_URI must be set (see the README).';

/** The scope the portal asks for: the accounting API. */
const SCOPE = 'com.intuit.quickbooks.accounting';

interface ConfiguredSettings extends QuickbooksSettings {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export function assertConfigured(settings: QuickbooksSettings): asserts settings is ConfiguredSettings {
  if (!settings.clientId || !settings.clientSecret || !settings.redirectUri) throw new Error(NOT_CONFIGURED);
}

/** Where the browser goes to let the portal into a QuickBooks company; `state` comes back to the callback. */
export function authorizeUrl(settings: QuickbooksSettings, state: string): string {
  assertConfigured(settings);
  const url = new URL(settings.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    response_type: 'code',
    scope: SCOPE,
    state,
  }).toString();
  return url.toString();
}

/** Trades the authorization code from the callback for tokens. */
export function exchangeCode(settings: QuickbooksSettings, code: string, now = new Date()): Promise<TokenSet> {
  assertConfigured(settings);
  return tokenRequest(settings, { grant_type: 'authorization_code', code, redirect_uri: settings.redirectUri }, now);
}

/** A new access token (and the refresh token Intuit rotates with it). */
export function refreshTokens(settings: QuickbooksSettings, refreshToken: string, now = new Date()): Promise<TokenSet> {
  return tokenRequest(settings, { grant_type: 'refresh_token', refresh_token: refreshToken }, now);
}

/** Ends the app's access to the company at Intuit (a disconnect); revoking the refresh token revokes its access tokens too. */
export async function revokeTokens(settings: QuickbooksSettings, refreshToken: string): Promise<void> {
  assertConfigured(settings);
  const response = await fetch(settings.revokeUrl, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', authorization: basicAuth(settings) },
    body: JSON.stringify({ token: refreshToken }),
  });
  if (!response.ok)
    throw new QuickbooksError('QuickBooks did not revoke the connection', `status ${response.status}`, response.status >= 500);
}

function basicAuth(settings: ConfiguredSettings): string {
  return `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`;
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  x_refresh_token_expires_in?: number;
  error?: string;
}

/**
 * The token endpoint, called directly: node-quickbooks keeps its token URL in a global shared
 * by every instance, which cannot point at a configured address (decision 090).
 */
async function tokenRequest(settings: QuickbooksSettings, form: Record<string, string>, now: Date): Promise<TokenSet> {
  assertConfigured(settings);
  let response: Response;
  try {
    response = await fetch(settings.tokenUrl, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basicAuth(settings),
      },
      body: new URLSearchParams(form).toString(),
    });
  } catch (error) {
    throw new QuickbooksError('The QuickBooks sign-in service could not be reached', undefined, true, { cause: error });
  }
  const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
  if (!response.ok || !answer.access_token || !answer.refresh_token) {
    const retryable = response.status === 429 || response.status >= 500;
    throw new QuickbooksError('QuickBooks refused the sign-in', answer.error ?? `status ${response.status}`, retryable);
  }
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    accessExpiresAt: new Date(now.getTime() + (answer.expires_in ?? 3600) * 1000),
    refreshExpiresAt: new Date(now.getTime() + (answer.x_refresh_token_expires_in ?? 8_726_400) * 1000),
  };
}
