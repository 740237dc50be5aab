/**
 * The domain of a mail address, bare or with a display name.
 *
 * @example mailDomain('Materials Testing Lab <lab@lab.example>') // 'lab.example'
 */
export function mailDomain(address: string): string {
  const bare = /<([^>]*)>/.exec(address)?.[1] ?? address;
  return (bare.split('@').pop() ?? '').trim().toLowerCase();
}

/**
 * Why mail from this sender will not arrive, for a production start: an address at localhost
 * (the default) is refused or filed as spam by every receiving server.
 */
export function senderProblem(from: string): string | undefined {
  const domain = mailDomain(from);
  if (domain !== 'localhost' && !domain.endsWith('.localhost') && domain.includes('.')) return undefined;
  return (
    `MAIL_FROM is ${from}: mail from ${domain || 'an address without a domain'} will not arrive. ` +
    "Set MAIL_FROM to an address at the lab's own mail domain, with SPF and DKIM for it (docs/deploy.md)."
  );
}

/**
 * The addresses of lists as people type them into a form: split on commas and semicolons,
 * trimmed, only those that look like an address, each once, in lower case.
 *
 * @example addressList('Ann@x.example; bob@x.example', 'ann@x.example, n/a') // ['ann@x.example', 'bob@x.example']
 */
export function addressList(...lists: ReadonlyArray<string | null | undefined>): string[] {
  const addresses = lists
    .flatMap((list) => (list ?? '').split(/[,;]/))
    .map((address) => address.trim().toLowerCase())
    .filter((address) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address));
  return [...new Set(addresses)];
}
