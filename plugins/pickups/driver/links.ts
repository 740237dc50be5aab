/**
 * The links a stop offers a phone: its maps app for the address (a `geo:` link, and a maps web
 * address for phones without a `geo:` handler) and a tap-to-call link. Nothing is drawn in the
 * portal: the phone's own apps navigate and call.
 * @example mapLinks(['12 Main St', 'Fresno', 'CA 93701']).geo // 'geo:0,0?q=12%20Main%20St%2C%20Fresno%2C%20CA%2093701'
 */
export function mapLinks(parts: ReadonlyArray<string | null | undefined>): { geo: string; web: string } | null {
  const address = parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  if (!address) return null;
  const query = encodeURIComponent(address);
  return { geo: `geo:0,0?q=${query}`, web: `https://www.google.com/maps/search/?api=1&query=${query}` };
}

/**
 * A `tel:` link of a phone number as people write it, or null when it holds no digits.
 * @example telHref('(559) 555-0100 ext. 2') // 'tel:5595550100,2'
 */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const [main, extension] = phone.split(/\s*(?:ext\.?|x)\s*/i);
  const digits = (main ?? '').replace(/[^\d+]/g, '');
  if (!/\d/.test(digits)) return null;
  const ext = extension?.replace(/\D/g, '');
  return `tel:${digits}${ext ? `,${ext}` : ''}`;
}
