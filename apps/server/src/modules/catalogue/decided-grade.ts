import {
  CATALOGUE_MESSAGES,
  conditionQuestions,
  gradeOf,
  hasAnswers,
  missingAnswers,
  type Condition,
  type Grade,
} from '@recircuit/contract';
import { AppError } from '../../lib/app-error.ts';

export interface DecidedGrade {
  grade: Grade;
  /** The answers to the questions this device is asked (others dropped), or null when a grade was sent. */
  condition: Condition | null;
}

/**
 * The grade a quote or an order is priced at (docs/product.md, "Condition and grade"): from the
 * condition answers when there are any (every question the device is asked needs one: 400 naming
 * those left open, as `<prefix><question>`), else the grade sent.
 */
export function decidedGrade(
  device: { type: string; brand: string },
  input: { grade?: string; condition?: Condition },
  fieldPrefix = '',
): DecidedGrade {
  const condition = input.condition;
  if (!condition || !hasAnswers(condition)) {
    if (!input.grade) throw new AppError(400, CATALOGUE_MESSAGES.conditionRequired);
    return { grade: input.grade as Grade, condition: null };
  }
  const missing = missingAnswers(condition, device.type, device.brand);
  if (missing.length > 0) {
    throw new AppError(400, CATALOGUE_MESSAGES.conditionRequired, {
      errors: missing.map((question) => ({
        field: `${fieldPrefix}${question}`,
        message: CATALOGUE_MESSAGES.conditionRequired,
      })),
    });
  }
  const asked = conditionQuestions(device.type, device.brand);
  const kept = Object.fromEntries(
    asked.filter((question) => condition[question] !== undefined).map((question) => [question, condition[question]]),
  ) as Condition;
  return { grade: gradeOf(kept), condition: kept };
}
