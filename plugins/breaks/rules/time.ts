/**
 * The break form's time: typed freely, stored as h:mm AM/PM (the second document: "normalised
 * to h:mm AM/PM, appending AM when no suffix is typed"; the default is now in 12-hour form).
 */
const TIME = /^\s*(\d{1,2})(?::?(\d{2}))?\s*([AaPp])?\.?\s*([Mm])?\.?\s*$/;

/**
 * The time as h:mm AM/PM, or null when it is not a time. Without a suffix AM is added, except
 * for a 24-hour time past noon (13:05 is 1:05 PM), which cannot be meant as morning.
 * @example normaliseTime('9:5') // null; normaliseTime('930') // '9:30 AM'; normaliseTime('2:15 pm') // '2:15 PM'
 */
export function normaliseTime(text: string): string | null {
  const match = TIME.exec(text);
  if (!match) return null;
  const [, hoursText, minutesText = '00', suffix] = match;
  let hours = Number(hoursText);
  const minutes = Number(minutesText);
  if (minutes > 59) return null;
  let half: 'AM' | 'PM';
  if (suffix) {
    if (hours < 1 || hours > 12) return null;
    half = suffix.toUpperCase() === 'P' ? 'PM' : 'AM';
  } else {
    if (hours > 23) return null;
    half = hours >= 12 && hours <= 23 && hours !== 12 ? 'PM' : 'AM';
    if (hours > 12) hours -= 12;
    if (hours === 0) hours = 12;
  }
  return `${hours}:${String(minutes).padStart(2, '0')} ${half}`;
}

/** One clock formatter per time zone: making one costs far more than using it, and the break form asks on every visit. */
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock)
    clocks.set(timeZone, (clock = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true })));
  return clock;
}

/** Now in the lab's time zone, as h:mm AM/PM: the form's default time. */
export function currentTime(timeZone: string, now = new Date()): string {
  const parts = clockOf(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${Number(part('hour'))}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}
