import type { PortalConfig } from '../config.ts';

/** Whether a listen address reaches this machine only. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * The address e-mailed links point at: `PUBLIC_URL`, else the address the server listens on.
 * Never a request's `Host` header, which the sender of a request chooses (a reset link mailed
 * to a victim would otherwise point at the sender's own site).
 * @example publicAddress({ publicUrl: undefined, host: '127.0.0.1', port: 3000 }) // 'http://localhost:3000'
 */
export function publicAddress(config: Pick<PortalConfig, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  const host = wildcard || isLoopback(config.host) ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/**
 * Refuses to serve in production on an address other machines reach without `PUBLIC_URL`:
 * links in mails would name the listen address, which people outside cannot open.
 */
export function assertPublicUrlSet(config: Pick<PortalConfig, 'publicUrl' | 'host'>, env: Record<string, string | undefined>): void {
  if (config.publicUrl || env.NODE_ENV !== 'production' || isLoopback(config.host)) return;
  throw new Error(
    `PUBLIC_URL is not set. In production the portal listens on ${config.host} only with PUBLIC_URL set to the address ` +
      'people open it at (for example https://portal.example.com): links in e-mails are built from it.',
  );
}
