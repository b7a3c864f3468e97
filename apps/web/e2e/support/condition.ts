import type { Page } from 'playwright-core';

/** Answers that earn each grade (docs/product.md, "Condition and grade"), the rest of a question's answers perfect. */
const FOR_GRADE = {
  A: { unused: 'yes' },
  B: {},
  C: { screen: 'scratched', body: 'marks' },
  D: { screen: 'cracked', body: 'damaged' },
} as const;
const PERFECT: Record<string, string> = {
  unused: 'no',
  powersOn: 'yes',
  screen: 'perfect',
  body: 'perfect',
  water: 'no',
  accountLock: 'removed',
};

/**
 * Answers the recycle form's condition questions, whichever the device is asked, as the owner would, so the
 * server's grade is `grade`; `answers` overrides single questions (say, `accountLock: 'on'`).
 */
export async function answerCondition(
  page: Page,
  grade: keyof typeof FOR_GRADE,
  answers: Record<string, string> = {},
): Promise<void> {
  const questions = page.getByTestId('condition-questions').locator('select[data-question]');
  await questions.first().waitFor({ timeout: 10_000 });
  const chosen: Record<string, string> = { ...PERFECT, ...FOR_GRADE[grade], ...answers };
  for (const select of await questions.all()) {
    const question = (await select.getAttribute('data-question')) as string;
    await select.selectOption(chosen[question] as string);
  }
}
