import { describe, expect, it } from 'vitest';
import { describeOpeningHours } from '../src/opening-hours-words.ts';

describe('describeOpeningHours', () => {
  it('puts the common shapes into English words', () => {
    expect(describeOpeningHours('Mo-Fr 09:00-17:30; Sa 10:00-16:00; Su off', 'en-GB')).toBe(
      'Monday to Friday 9:00–17:30; Saturday 10:00–16:00; closed Sunday',
    );
    expect(describeOpeningHours('24/7', 'en-GB')).toBe('Open 24 hours, every day');
    expect(describeOpeningHours('Mo-Sa 08:00-20:00; Su 10:00-16:00; PH off', 'en-GB')).toBe(
      'Monday to Saturday 8:00–20:00; Sunday 10:00–16:00; closed on public holidays',
    );
    expect(describeOpeningHours('Mo,We,Fr 09:00-12:00,13:00-17:00; Sa,Su closed', 'en-GB')).toBe(
      'Monday, Wednesday and Friday 9:00–12:00, 13:00–17:00; closed Saturday and Sunday',
    );
    expect(describeOpeningHours('10:00-18:00', 'en-GB')).toBe('Every day 10:00–18:00');
    expect(describeOpeningHours('Mo-Su 08:00-20:00', 'en-GB')).toBe('Every day 8:00–20:00');
    expect(describeOpeningHours('Mo-Su 08:00-20:00', 'de-DE')).toBe('Täglich 8:00–20:00');
    expect(describeOpeningHours('Mo-Su off', 'en-GB')).toBe('Closed every day');
    expect(describeOpeningHours('off', 'en-GB')).toBe('Closed every day');
    expect(describeOpeningHours('closed', 'fr-FR')).toBe('Fermé tous les jours');
    expect(describeOpeningHours('Sa,PH 10:00-14:00;', 'en-GB')).toBe('Saturday and public holidays 10:00–14:00');
  });

  it('speaks each language with its own weekday names', () => {
    const hours = 'Mo-Fr 09:00-17:30; Sa 10:00-16:00; Su off';
    expect(describeOpeningHours(hours, 'de-DE')).toBe(
      'Montag bis Freitag 9:00–17:30; Samstag 10:00–16:00; Sonntag geschlossen',
    );
    expect(describeOpeningHours(hours, 'fr-FR')).toBe(
      'Du lundi au vendredi 9:00–17:30 ; samedi 10:00–16:00 ; fermé dimanche',
    );
    expect(describeOpeningHours(hours, 'zh-CN')).toBe('星期一至星期五 9:00–17:30；星期六 10:00–16:00；星期日休息');
    expect(describeOpeningHours('Mo-Sa 08:00-20:00; PH off', 'de-DE')).toBe(
      'Montag bis Samstag 8:00–20:00; an Feiertagen geschlossen',
    );
  });

  it('returns text it cannot read unchanged, and null for null', () => {
    expect(describeOpeningHours(null, 'en-GB')).toBeNull();
    for (const raw of [
      'by appointment',
      'Mo-Fr 09:00+',
      'Mo-Fr 09:00-17:00 "ring the bell"',
      'Jan-Mar Mo-Fr 09:00-17:00',
      'Mo-Fr 25:00-26:00',
      'Mo-Fr',
      'Xx 09:00-17:00',
      '',
      'sunrise-sunset',
    ]) {
      expect(describeOpeningHours(raw, 'en-GB')).toBe(raw);
    }
  });
});
