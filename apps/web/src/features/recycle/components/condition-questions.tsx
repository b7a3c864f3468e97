import { NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import {
  BATTERY_MAX,
  BATTERY_MIN,
  CONDITION_CHOICES,
  conditionQuestions,
  type Condition,
  type Grade,
} from '@recircuit/contract';
import { gradeLabel } from '../model/cascade';

/**
 * The questions that decide the grade (docs/product.md, "Condition and grade"), for the chosen
 * type and brand, and the grade they earn with what it means. The owner never picks a grade.
 */
export function ConditionQuestions({
  type,
  brand,
  condition,
  grade,
  onChange,
}: {
  type: string;
  brand: string;
  condition: Condition;
  grade: Grade | null;
  onChange: (condition: Condition) => void;
}) {
  const { t } = useTranslation();
  const set = (question: keyof Condition, value: string | number | undefined) =>
    onChange({ ...condition, [question]: value === '' ? undefined : value });

  return (
    <Stack gap="sm" component="fieldset" m={0} p={0} style={{ border: 0 }} data-testid="condition-questions">
      <Text component="legend" fw={700} p={0}>
        {t('recycle.condition.legend')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('recycle.condition.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {conditionQuestions(type, brand).map((question) =>
          question === 'battery' ? (
            <NumberInput
              key={question}
              label={t('recycle.condition.battery.label')}
              description={t('recycle.condition.battery.hint')}
              min={BATTERY_MIN}
              max={BATTERY_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              value={condition.battery ?? ''}
              onChange={(value) => set('battery', typeof value === 'number' ? value : undefined)}
            />
          ) : (
            <NativeSelect
              key={question}
              data-question={question}
              label={t(`recycle.condition.${question}.label`)}
              // The lock goes by a different name on each platform: named below, so the label stays short.
              description={question === 'accountLock' ? t('recycle.condition.accountLock.hint') : undefined}
              required
              value={condition[question] ?? ''}
              data={[
                { value: '', label: t('recycle.form.choose'), disabled: true },
                ...CONDITION_CHOICES[question].map((answer) => ({
                  value: answer,
                  label: t(`recycle.condition.${question}.${answer}` as 'recycle.condition.water.no'),
                })),
              ]}
              onChange={(event) => set(question, event.currentTarget.value)}
            />
          ),
        )}
      </SimpleGrid>
      <Paper radius="md" p="sm" withBorder aria-live="polite" data-testid="condition-grade">
        {grade ? (
          <Text>
            <Text span fw={700}>
              {t('recycle.condition.gradeIs', { grade: gradeLabel(t, grade) })}
            </Text>{' '}
            {t(`recycle.condition.why.${grade}`)}
          </Text>
        ) : (
          <Text c="dimmed">{t('recycle.condition.gradePending')}</Text>
        )}
      </Paper>
    </Stack>
  );
}
