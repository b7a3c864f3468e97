import { describe, expect, it } from 'vitest';
import { formatUkPhone, ukPhoneHref } from './uk-phone';

describe('formatUkPhone', () => {
  it('writes UK numbers nationally, grouped as Ofcom groups them', () => {
    const cases: [string, string][] = [
      ['01612345678', '0161 234 5678'],
      ['+44 161 234 5678', '0161 234 5678'],
      ['+44 (0)161 234 5678', '0161 234 5678'],
      ['0044 161 2345678', '0161 234 5678'],
      ['+442079460321', '020 7946 0321'],
      ['020-7946-0321', '020 7946 0321'],
      ['(020) 7946 0321', '020 7946 0321'],
      ['029 2087 2087', '029 2087 2087'],
      ['0117 922 2100', '0117 922 2100'],
      ['0131 529 3030', '0131 529 3030'],
      ['01223 457000', '01223 457000'],
      ['+44 1865 249811', '01865 249811'],
      ['07700 900123', '07700 900123'],
      ['+447700900123', '07700 900123'],
      ['03001234567', '0300 123 4567'],
      ['08001234567', '0800 123 4567'],
      ['0800 123456', '0800 123 456'],
      ['016977 2345', '01697 72345'],
    ];
    for (const [published, shown] of cases) expect(formatUkPhone(published), published).toBe(shown);
  });

  it('keeps the first of several numbers', () => {
    expect(formatUkPhone('+44 161 234 5000; 0161 234 5001')).toBe('0161 234 5000');
    expect(formatUkPhone('0161 234 5000, 0161 234 5001')).toBe('0161 234 5000');
  });

  it('leaves numbers abroad, odd lengths and words as published', () => {
    expect(formatUkPhone('+33 1 23 45 67 89')).toBe('+33 1 23 45 67 89');
    expect(formatUkPhone('0161 234 567')).toBe('0161 234 567');
    expect(formatUkPhone('call the council')).toBe('call the council');
    expect(formatUkPhone('  ')).toBeNull();
    expect(formatUkPhone(null)).toBeNull();
  });
});

describe('ukPhoneHref', () => {
  it('dials UK numbers in international form and others as written', () => {
    expect(ukPhoneHref('0161 234 5678')).toBe('tel:+441612345678');
    expect(ukPhoneHref('+44 (0)20 7946 0321; 0800 123 4567')).toBe('tel:+442079460321');
    expect(ukPhoneHref('+33 1 23 45 67 89')).toBe('tel:+33123456789');
    expect(ukPhoneHref('0161 234 567')).toBe('tel:0161234567');
    expect(ukPhoneHref('call us')).toBeNull();
    expect(ukPhoneHref(null)).toBeNull();
  });
});
