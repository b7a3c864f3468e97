import { z } from 'zod';
import { CATALOGUE_MESSAGES } from './catalogue-messages.ts';
import type { Grade } from './constants.ts';

/**
 * The questions that decide a device's grade (DOMAIN.md "Ready to hand over"; the rules in
 * docs/product.md, "Condition and grade"). The owner answers them; the server maps them to the
 * grade, and so to the quote, with `gradeOf`: a client's grade is never taken when answers are given.
 */
export const CONDITION_CHOICES = {
  /** Never used: still sealed, or opened but never set up. */
  unused: ['yes', 'no'],
  powersOn: ['yes', 'no'],
  screen: ['perfect', 'scratched', 'cracked'],
  body: ['perfect', 'marks', 'damaged'],
  water: ['no', 'yes'],
  /** Activation Lock (Find My) or Google's Factory Reset Protection: removed, or still on. */
  accountLock: ['removed', 'on'],
} as const;
export type ConditionQuestion = keyof typeof CONDITION_CHOICES | 'battery';

/** Battery health is asked where the owner can read it (Settings on a phone, tablet or watch; a laptop's report). */
export const BATTERY_MIN = 0;
export const BATTERY_MAX = 100;

const TYPES_WITH_SCREEN = ['Mobile Phone', 'Tablet', 'Laptop', 'Smartwatch'];
const TYPES_WITH_BATTERY = ['Mobile Phone', 'Tablet', 'Laptop', 'Smartwatch'];
/** Phones, tablets and watches lock to an account on every brand; of laptops, only Macs (Find My). */
const TYPES_WITH_LOCK = ['Mobile Phone', 'Tablet', 'Smartwatch'];

/** The questions asked about a device of this type and brand, in the order they are asked. */
export function conditionQuestions(type: string, brand: string): ConditionQuestion[] {
  const locks = TYPES_WITH_LOCK.includes(type) || (type === 'Laptop' && brand === 'Apple');
  return [
    'unused',
    'powersOn',
    ...(TYPES_WITH_SCREEN.includes(type) ? (['screen'] as const) : []),
    'body',
    'water',
    ...(TYPES_WITH_BATTERY.includes(type) ? (['battery'] as const) : []),
    ...(locks ? (['accountLock'] as const) : []),
  ];
}

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: CATALOGUE_MESSAGES.invalidCondition }).optional();

/** The answers as sent; which of them a device needs is `conditionQuestions`' to say (`missingAnswers`). */
export const conditionShape = {
  unused: choice(CONDITION_CHOICES.unused),
  powersOn: choice(CONDITION_CHOICES.powersOn),
  screen: choice(CONDITION_CHOICES.screen),
  body: choice(CONDITION_CHOICES.body),
  water: choice(CONDITION_CHOICES.water),
  /** Percent, as the device reports it; left out when the owner cannot read it. */
  battery: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: CATALOGUE_MESSAGES.invalidBattery })
      .int(CATALOGUE_MESSAGES.invalidBattery)
      .min(BATTERY_MIN, CATALOGUE_MESSAGES.invalidBattery)
      .max(BATTERY_MAX, CATALOGUE_MESSAGES.invalidBattery)
      .optional(),
  ),
  accountLock: choice(CONDITION_CHOICES.accountLock),
};
export const conditionSchema = z.strictObject(conditionShape);
export type Condition = z.infer<typeof conditionSchema>;

/** The answers as an order shows them (what the server stored, already checked). */
export const conditionViewSchema = z.object({
  unused: z.enum(CONDITION_CHOICES.unused).optional(),
  powersOn: z.enum(CONDITION_CHOICES.powersOn).optional(),
  screen: z.enum(CONDITION_CHOICES.screen).optional(),
  body: z.enum(CONDITION_CHOICES.body).optional(),
  water: z.enum(CONDITION_CHOICES.water).optional(),
  battery: z.number().optional(),
  accountLock: z.enum(CONDITION_CHOICES.accountLock).optional(),
});

/** Whether any answer was given: answers, not a grade, then decide the quote. */
export const hasAnswers = (condition: Condition) => Object.values(condition).some((value) => value !== undefined);

/** The questions this device needs that the answers leave open (battery may always be left open). */
export function missingAnswers(condition: Condition, type: string, brand: string): ConditionQuestion[] {
  return conditionQuestions(type, brand).filter((question) => question !== 'battery' && !condition[question]);
}

/** Battery health below this is a worn battery (grade D); below `BATTERY_GOOD` at best grade C. */
export const BATTERY_WORN = 80;
export const BATTERY_GOOD = 85;

/**
 * The grade the answers earn: the worst that any answer allows.
 * D (Fair): it does not power on, the screen is cracked, the body damaged, it has been in water, or the battery is worn.
 * C (Good): light scratches on the screen, marks on the body, or the battery below 85%.
 * A (Brand New): never used, and nothing above.
 * B (Like New): everything else: used, and no marks.
 */
export function gradeOf(condition: Condition): Grade {
  const battery = condition.battery;
  if (
    condition.powersOn === 'no' ||
    condition.screen === 'cracked' ||
    condition.body === 'damaged' ||
    condition.water === 'yes' ||
    (battery !== undefined && battery < BATTERY_WORN)
  ) {
    return 'D';
  }
  if (
    condition.screen === 'scratched' ||
    condition.body === 'marks' ||
    (battery !== undefined && battery < BATTERY_GOOD)
  ) {
    return 'C';
  }
  return condition.unused === 'yes' ? 'A' : 'B';
}

/** A device still locked to an account cannot be resold or reused: no trade-in quote until it is unlocked. */
export const isAccountLocked = (condition: Condition) => condition.accountLock === 'on';
