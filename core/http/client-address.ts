import type { Context } from 'hono';
import proxyAddr from 'proxy-addr';

/**
 * Checks a `TRUST_PROXY` list (addresses, CIDR ranges, or `loopback`, `linklocal`,
 * `uniquelocal`), throwing a message that names a wrong entry.
 */
export function trustedProxies(list: readonly string[]): (address: string) => boolean {
  const trust = proxyAddr.compile([...list]);
  return (address) => trust(address, 0);
}

/**
 * The address a request comes from, for the sign-in and account limits. Without trusted proxies
 * it is the socket's peer, whatever the request says. Behind trusted proxies, `X-Forwarded-For`
 * is read from the right, skipping the proxies' own addresses: the first address not a trusted
 * proxy is the client's, so a client cannot choose its address by sending the header itself.
 * @example const address = clientAddress((c) => getConnInfo(c).remote.address ?? 'unknown', ['10.0.0.0/8']);
 */
export function clientAddress(socketAddress: (c: Context) => string, trustProxy: readonly string[]): (c: Context) => string {
  if (trustProxy.length === 0) return socketAddress;
  const trusted = trustedProxies(trustProxy);
  return (c) => {
    const peer = socketAddress(c);
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .reverse();
    let client = peer;
    for (const hop of forwarded) {
      if (!trusted(client)) break;
      client = hop;
    }
    return client;
  };
}
