import { describe, expect, it } from 'vitest';
import { mapLinks, telHref } from './links.ts';

describe("a stop's phone links", () => {
  it('opens the maps app at the address, with a web address beside it', () => {
    expect(mapLinks(['12 Main St', null, 'Fresno', '93701'])).toEqual({
      geo: 'geo:0,0?q=12%20Main%20St%2C%20Fresno%2C%2093701',
      web: 'https://www.google.com/maps/search/?api=1&query=12%20Main%20St%2C%20Fresno%2C%2093701',
    });
    expect(mapLinks([null, ' '])).toBeNull();
  });

  it('calls the number as written, with its extension', () => {
    expect(telHref('(559) 555-0100')).toBe('tel:5595550100');
    expect(telHref('+1 559 555 0100 ext. 12')).toBe('tel:+15595550100,12');
    expect(telHref('ask at gate')).toBeNull();
    expect(telHref(null)).toBeNull();
  });
});
