import {
  BATTERY_MAX,
  BATTERY_MIN,
  CONDITION_CHOICES,
  conditionQuestions,
  gradeOf,
  missingAnswers,
  type Condition,
  type Grade,
} from '@recircuit/contract';

/**
 * The answers to the questions this device is asked (others, left from another type, dropped), and
 * the grade they earn once every one is answered: the contract's rule, the same the server prices with.
 */
export function askedCondition(condition: Condition, type: string | null, brand: string | null): Condition {
  if (!type || !brand) return {};
  const asked = conditionQuestions(type, brand);
  return Object.fromEntries(
    asked.filter((question) => condition[question] !== undefined).map((question) => [question, condition[question]]),
  ) as Condition;
}

export function gradeFromAnswers(condition: Condition, type: string | null, brand: string | null): Grade | null {
  if (!type || !brand) return null;
  const asked = askedCondition(condition, type, brand);
  return missingAnswers(asked, type, brand).length === 0 ? gradeOf(asked) : null;
}

/** Answers read back from storage: only the known questions with their offered values survive. */
export function parseCondition(value: unknown): Condition {
  if (!value || typeof value !== 'object') return {};
  const record = value as Record<string, unknown>;
  const answers: Record<string, unknown> = {};
  for (const [question, allowed] of Object.entries(CONDITION_CHOICES)) {
    const answer = record[question];
    if (typeof answer === 'string' && (allowed as readonly string[]).includes(answer)) answers[question] = answer;
  }
  const battery = record.battery;
  if (typeof battery === 'number' && Number.isInteger(battery) && battery >= BATTERY_MIN && battery <= BATTERY_MAX) {
    answers.battery = battery;
  }
  return answers as Condition;
}
