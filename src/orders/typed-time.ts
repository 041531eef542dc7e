// Order time as a person writes it: "2025-10-07 14:30", "yesterday 14:30", "14:30",
// "now", or an ISO 8601 value with its zone pasted from elsewhere ("…T12:30:00Z",
// "…+02:00"). Without a zone the time is this device's local time, as the picker's is.
// A small grammar, not a natural-language library: every form it takes is listed
// here and in the field's hint, and anything else is refused with the forms it takes.

/** One of two instants a local time names when the clocks went back over it. */
export interface TimeChoice {
  date: Date;
  /** "01:30 at -04:00 (summer time)". */
  label: string;
}

/** Not ok with `choices`: the time happened twice, and the person picks which. */
export type TypedTime =
  | { ok: true; date: Date }
  | { ok: false; message: string; choices?: readonly [TimeChoice, TimeChoice] };

export const TYPED_TIME_FORMS =
  '2025-10-07 14:30, yesterday 14:30, 14:30, now, or ISO 8601 with a zone';

const DAY_WORDS: Record<string, number> = { today: 0, yesterday: -1, tomorrow: 1 };

const refuse = (text: string): TypedTime => ({
  ok: false,
  message: `"${text}" is not a time this field reads. Try ${TYPED_TIME_FORMS}.`,
});

/** Hours, minutes and optional seconds, or undefined when out of range. */
function clock(h: string, m: string, s: string | undefined) {
  const [hh, mm, ss] = [Number(h), Number(m), Number(s ?? 0)];
  return hh < 24 && mm < 60 && ss < 60 ? { hh, mm, ss } : undefined;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A Date's UTC offset in this device's zone, as "+02:00". */
function offsetOf(date: Date) {
  const east = -date.getTimezoneOffset();
  return `${east < 0 ? '-' : '+'}${two(Math.floor(Math.abs(east) / 60))}:${two(Math.abs(east) % 60)}`;
}

/** The other instant with the same local date and time, when the clocks went back over it. */
function repeatedAs(date: Date): Date | undefined {
  const HOURS = 3 * 3600_000;
  const before = new Date(date.getTime() - HOURS).getTimezoneOffset();
  const after = new Date(date.getTime() + HOURS).getTimezoneOffset();
  // getTimezoneOffset grows when the clocks go back (e.g. -120 -> -60 in Berlin).
  const back = (after - before) * 60_000;
  if (back <= 0) return undefined;
  const same = (o: Date) => toWall(o) === toWall(date);
  return [new Date(date.getTime() + back), new Date(date.getTime() - back)].find(same);
}

const toWall = (d: Date) =>
  `${d.getFullYear()}-${d.getMonth()}-${d.getDate()} ${d.getHours()}:${d.getMinutes()}:${d.getSeconds()}`;

/**
 * A local date and time; a day that does not exist (2025-02-30) is undefined, and a
 * time the clocks skipped when summer time began (the Date would move it on) says so.
 */
function localDate(
  y: number,
  mo: number,
  d: number,
  t = { hh: 0, mm: 0, ss: 0 },
): Date | { skipped: string } | { twice: string; choices: [TimeChoice, TimeChoice] } | undefined {
  const date = new Date(y, mo - 1, d, t.hh, t.mm, t.ss);
  const sameDay = date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d;
  if (sameDay && date.getHours() === t.hh && date.getMinutes() === t.mm) {
    const other = repeatedAs(date);
    if (!other) return date;
    const [first, then] = other < date ? [other, date] : [date, other];
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const asked = `${two(t.hh)}:${two(t.mm)}${t.ss ? `:${two(t.ss)}` : ''}`;
    const day = `${y}-${two(mo)}-${two(d)}`;
    const [a, b] = [offsetOf(first), offsetOf(then)];
    return {
      twice: `${asked} happened twice on ${day} in your time zone (${zone}): first at ${a} (summer time), then at ${b}, after the clocks went back. Which one?`,
      choices: [
        { date: first, label: `${asked} at ${a} (summer time)` },
        { date: then, label: `${asked} at ${b} (after the clocks went back)` },
      ],
    };
  }
  const day = new Date(y, mo - 1, d);
  if (day.getFullYear() !== y || day.getMonth() !== mo - 1 || day.getDate() !== d) return undefined;
  // The day exists but not the time: the clocks jumped over it (summer time began).
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const asked = `${two(t.hh)}:${two(t.mm)}`;
  const then = `${two(date.getHours())}:${two(date.getMinutes())}`;
  // The offset the clocks kept until the jump (that day's midnight).
  const offset = offsetOf(day);
  return {
    skipped: `${asked} did not happen on ${y}-${two(mo)}-${two(d)} in your time zone (${zone}): the clocks went forward, straight to ${then}. Type ${then} for that instant, or a time with its zone (${y}-${two(mo)}-${two(d)}T${asked}${offset}).`,
  };
}

/** A local date as an answer: the question of a repeated time, the skipped-time message, or the forms this field reads. */
const answer = (text: string, date: ReturnType<typeof localDate>): TypedTime =>
  date instanceof Date
    ? { ok: true, date }
    : !date
      ? refuse(text)
      : 'twice' in date
        ? { ok: false, message: date.twice, choices: date.choices }
        : { ok: false, message: date.skipped };

const ISO_WITH_ZONE =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)$/i;
const LOCAL = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/i;
const RELATIVE = /^(today|yesterday|tomorrow)(?:\s+(?:at\s+)?(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/i;
const CLOCK_ONLY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

export function parseTypedTime(input: string, now = new Date()): TypedTime {
  const text = input.trim().replace(/\s+/g, ' ');
  if (text === '') return { ok: false, message: 'Type a time, or leave the field empty.' };
  if (/^now$/i.test(text)) return { ok: true, date: new Date(now.getTime()) };

  if (ISO_WITH_ZONE.test(text)) {
    // "+0200" is valid ISO 8601 but not for Date.parse: give it its colon.
    const ms = Date.parse(text.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
    return Number.isFinite(ms) ? { ok: true, date: new Date(ms) } : refuse(text);
  }

  const local = LOCAL.exec(text);
  if (local) {
    const [, y, mo, d, h, mi, s] = local;
    const t = h === undefined || mi === undefined ? undefined : clock(h, mi, s);
    if (h !== undefined && !t) return refuse(text);
    return answer(text, localDate(Number(y), Number(mo), Number(d), t));
  }

  const relative = RELATIVE.exec(text);
  const clockOnly = relative ? undefined : CLOCK_ONLY.exec(text);
  if (relative || clockOnly) {
    const [word, h, mi, s] = relative
      ? [relative[1] ?? 'today', relative[2], relative[3], relative[4]]
      : ['today', clockOnly?.[1], clockOnly?.[2], clockOnly?.[3]];
    const t = h === undefined || mi === undefined ? { hh: 0, mm: 0, ss: 0 } : clock(h, mi, s);
    if (!t) return refuse(text);
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    day.setDate(day.getDate() + (DAY_WORDS[word.toLowerCase()] ?? 0));
    return answer(text, localDate(day.getFullYear(), day.getMonth() + 1, day.getDate(), t));
  }
  return refuse(text);
}
