import type { Language } from './languages.ts';

/**
 * OpenStreetMap opening_hours text of the common shapes in plain words, for partner cards and the
 * hand-in slip: "Mo-Fr 09:00-17:30; Sa 10:00-16:00; Su off" → "Monday to Friday 9:00–17:30;
 * Saturday 10:00–16:00; closed Sunday". Text of any other shape comes back unchanged: the raw
 * hours are still better than nothing, and the server's open-now check reads the full syntax.
 */
export function describeOpeningHours(hours: string | null, language: Language): string | null {
  if (hours === null) return null;
  const rules = hours
    .split(';')
    .map((rule) => rule.trim())
    .filter((rule) => rule !== '');
  if (rules.length === 0) return hours;
  const words = WORDS[language];
  const described: string[] = [];
  for (const rule of rules) {
    const text = describeRule(rule, language, words);
    if (text === undefined) return hours;
    described.push(text);
  }
  const sentence = described.join(words.ruleSeparator);
  return sentence.charAt(0).toLocaleUpperCase(language) + sentence.slice(1);
}

interface Words {
  range: (from: string, to: string) => string;
  closed: (days: string) => string;
  closedHolidays: string;
  holidays: string;
  everyDay: string;
  allTheTime: string;
  ruleSeparator: string;
}

const WORDS: Record<Language, Words> = {
  'en-GB': {
    range: (from, to) => `${from} to ${to}`,
    closed: (days) => `closed ${days}`,
    closedHolidays: 'closed on public holidays',
    holidays: 'public holidays',
    everyDay: 'every day',
    allTheTime: 'open 24 hours, every day',
    ruleSeparator: '; ',
  },
  'de-DE': {
    range: (from, to) => `${from} bis ${to}`,
    closed: (days) => `${days} geschlossen`,
    closedHolidays: 'an Feiertagen geschlossen',
    holidays: 'Feiertage',
    everyDay: 'täglich',
    allTheTime: 'rund um die Uhr geöffnet, jeden Tag',
    ruleSeparator: '; ',
  },
  'fr-FR': {
    range: (from, to) => `du ${from} au ${to}`,
    closed: (days) => `fermé ${days}`,
    closedHolidays: 'fermé les jours fériés',
    holidays: 'jours fériés',
    everyDay: 'tous les jours',
    allTheTime: 'ouvert 24 h/24, 7 j/7',
    ruleSeparator: ' ; ',
  },
  'zh-CN': {
    range: (from, to) => `${from}至${to}`,
    closed: (days) => `${days}休息`,
    closedHolidays: '公众假期休息',
    holidays: '公众假期',
    everyDay: '每天',
    allTheTime: '全天24小时营业',
    ruleSeparator: '；',
  },
};

const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const TIME_SPAN = /^([01]?\d|2[0-4]):([0-5]\d)-([01]?\d|2[0-4]):([0-5]\d)$/;
const CLOSED = /^(off|closed)$/i;

function describeRule(rule: string, language: Language, words: Words): string | undefined {
  if (rule === '24/7') return words.allTheTime;
  // "off" on its own: closed whatever the day (OpenStreetMap's way of saying a point is shut).
  if (CLOSED.test(rule)) return words.closed(words.everyDay);
  const space = rule.indexOf(' ');
  const head = space === -1 ? rule : rule.slice(0, space);
  const rest = space === -1 ? '' : rule.slice(space + 1).trim();

  // A rule without days ("09:00-17:00") holds every day.
  if (TIME_SPAN.test(head.split(',')[0] ?? '')) {
    const times = describeTimes(rule, language);
    return times === undefined ? undefined : `${words.everyDay} ${times}`;
  }
  const days = parseDays(head);
  if (!days || rest === '') return undefined;
  if (CLOSED.test(rest)) {
    if (days.length === 1 && days[0] === 'PH') return words.closedHolidays;
    return words.closed(describeDays(days, language, words));
  }
  const times = describeTimes(rest, language);
  return times === undefined ? undefined : `${describeDays(days, language, words)} ${times}`;
}

type DayPart = 'PH' | { from: number; to: number };

/** "Mo-Fr", "Sa,Su", "Mo,We,Fr", "Sa,PH" → their parts; anything else → undefined. */
function parseDays(text: string): DayPart[] | undefined {
  const parts: DayPart[] = [];
  for (const piece of text.split(',')) {
    if (piece === 'PH') {
      parts.push('PH');
      continue;
    }
    const [from, to, extra] = piece.split('-');
    if (extra !== undefined) return undefined;
    const fromIndex = DAY_CODES.indexOf(from as (typeof DAY_CODES)[number]);
    const toIndex = to === undefined ? fromIndex : DAY_CODES.indexOf(to as (typeof DAY_CODES)[number]);
    if (fromIndex === -1 || toIndex === -1) return undefined;
    parts.push({ from: fromIndex, to: toIndex });
  }
  return parts;
}

function describeDays(days: DayPart[], language: Language, words: Words): string {
  // "Mo-Su" is every day, as people say it.
  const [only] = days;
  if (days.length === 1 && only !== 'PH' && only?.from === 0 && only.to === 6) return words.everyDay;
  const names = days.map((part) => {
    if (part === 'PH') return words.holidays;
    if (part.from === part.to) return weekdayName(part.from, language);
    return words.range(weekdayName(part.from, language), weekdayName(part.to, language));
  });
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/** "09:00-12:00,13:00-17:30" → "9:00–12:00, 13:00–17:30"; undefined when a span is not a time span. */
function describeTimes(text: string, language: Language): string | undefined {
  const spans: string[] = [];
  for (const span of text.split(',')) {
    const match = TIME_SPAN.exec(span.trim());
    if (!match) return undefined;
    spans.push(`${Number(match[1])}:${match[2]}–${Number(match[3])}:${match[4]}`);
  }
  return spans.join(language === 'zh-CN' ? '、' : ', ');
}

// 1 January 2024 was a Monday: day index i is 1 + i January.
function weekdayName(index: number, language: Language): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + index)),
  );
}
