import { describe, expect, it } from 'vitest';
import {
  conditionQuestions,
  conditionSchema,
  gradeOf,
  isAccountLocked,
  missingAnswers,
  type Condition,
} from '../src/index.ts';

const perfect: Condition = {
  unused: 'no',
  powersOn: 'yes',
  screen: 'perfect',
  body: 'perfect',
  water: 'no',
  battery: 95,
  accountLock: 'removed',
};

describe('the grade the condition answers earn (docs/product.md, "Condition and grade")', () => {
  it('is B for a used device without marks, A only when it was never used', () => {
    expect(gradeOf(perfect)).toBe('B');
    expect(gradeOf({ ...perfect, unused: 'yes' })).toBe('A');
  });

  it('is C for light wear: a scratched screen, marks on the body, or a battery from 80% to 84%', () => {
    expect(gradeOf({ ...perfect, screen: 'scratched' })).toBe('C');
    expect(gradeOf({ ...perfect, body: 'marks' })).toBe('C');
    expect(gradeOf({ ...perfect, battery: 84 })).toBe('C');
    expect(gradeOf({ ...perfect, battery: 80 })).toBe('C');
    expect(gradeOf({ ...perfect, battery: 85 })).toBe('B');
    // "Never used" cannot lift a worn device.
    expect(gradeOf({ ...perfect, unused: 'yes', body: 'marks' })).toBe('C');
  });

  it('is D when it does not power on, is cracked, damaged, has been in water, or the battery is worn', () => {
    for (const worse of [
      { powersOn: 'no' },
      { screen: 'cracked' },
      { body: 'damaged' },
      { water: 'yes' },
      { battery: 79 },
      { battery: 0 },
    ] as const) {
      expect(gradeOf({ ...perfect, ...worse }), JSON.stringify(worse)).toBe('D');
    }
    expect(gradeOf({ ...perfect, unused: 'yes', screen: 'cracked' })).toBe('D');
  });

  it('reads an unknown battery as no evidence either way', () => {
    const { battery: _battery, ...rest } = perfect;
    expect(gradeOf(rest)).toBe('B');
  });
});

describe('the questions asked', () => {
  it('asks about the screen, battery and account lock where a device has them', () => {
    expect(conditionQuestions('Mobile Phone', 'Apple')).toEqual([
      'unused',
      'powersOn',
      'screen',
      'body',
      'water',
      'battery',
      'accountLock',
    ]);
    expect(conditionQuestions('Laptop', 'Apple')).toContain('accountLock');
    expect(conditionQuestions('Laptop', 'Dell')).not.toContain('accountLock');
    expect(conditionQuestions('Games Console', 'Sony')).toEqual(['unused', 'powersOn', 'body', 'water']);
  });

  it('names what is still to answer, battery never among them', () => {
    expect(missingAnswers({ powersOn: 'yes' }, 'Mobile Phone', 'Samsung')).toEqual([
      'unused',
      'screen',
      'body',
      'water',
      'accountLock',
    ]);
    expect(missingAnswers(perfect, 'Mobile Phone', 'Samsung')).toEqual([]);
  });

  it('takes a phone still locked to an account as locked, and refuses unknown answers', () => {
    expect(isAccountLocked({ ...perfect, accountLock: 'on' })).toBe(true);
    expect(isAccountLocked(perfect)).toBe(false);
    expect(conditionSchema.safeParse({ screen: 'shattered' }).success).toBe(false);
    expect(conditionSchema.safeParse({ battery: 101 }).success).toBe(false);
    expect(conditionSchema.safeParse({ mood: 'happy' }).success).toBe(false);
    expect(conditionSchema.parse({ battery: '88' })).toEqual({ battery: 88 });
  });
});
