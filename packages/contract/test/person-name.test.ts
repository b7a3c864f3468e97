import { describe, expect, it } from 'vitest';
import { personName } from '../src/person-name.ts';

describe('personName', () => {
  it('writes a Chinese name family name first, with no space', () => {
    expect(personName('小明', '王')).toBe('王小明');
    expect(personName(' 小明 ', ' 欧阳 ')).toBe('欧阳小明');
  });

  it('writes a Japanese or Korean name in its script family name first too', () => {
    expect(personName('花子', '山田')).toBe('山田花子');
    expect(personName('민준', '김')).toBe('김민준');
  });

  it('writes other names first name first, with one space', () => {
    expect(personName('Alice', 'Newcomer')).toBe('Alice Newcomer');
    expect(personName('Jean-Luc', 'Côté')).toBe('Jean-Luc Côté');
    expect(personName('Xiaoming', 'Wang')).toBe('Xiaoming Wang');
    expect(personName('Ольга', 'Иванова')).toBe('Ольга Иванова');
  });

  it('keeps a mixed-script name in first-name-first order', () => {
    expect(personName('Alice', '王')).toBe('Alice 王');
  });

  it('leaves out a missing part without a stray space', () => {
    expect(personName('Alice', '')).toBe('Alice');
    expect(personName('', 'Newcomer')).toBe('Newcomer');
    expect(personName('  ', '  ')).toBe('');
    expect(personName('', '王')).toBe('王');
  });
});
