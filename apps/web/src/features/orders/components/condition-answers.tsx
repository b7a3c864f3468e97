import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { CONDITION_CHOICES, type OrderDetail } from '@recircuit/contract';
import classes from './orders.module.css';

const QUESTIONS = ['unused', 'powersOn', 'screen', 'body', 'water', 'battery', 'accountLock'] as const;

/**
 * What the owner said of the device's condition, from which its grade came (docs/product.md,
 * "Condition and grade"): on the owner's order page and at the counter alike, so a revised
 * offer has a reason both sides saw. The words are the recycle form's (its bundle is loaded).
 */
export function ConditionAnswers({ condition }: { condition: NonNullable<OrderDetail['condition']> }) {
  const { t } = useTranslation();
  const rows = QUESTIONS.flatMap((question) => {
    const answer = condition[question];
    if (answer === undefined) return [];
    const value =
      question === 'battery'
        ? `${answer}%`
        : (CONDITION_CHOICES[question] as readonly string[]).includes(String(answer))
          ? t(`recycle.condition.${question}.${answer}` as 'recycle.condition.water.no')
          : String(answer);
    return [{ label: t(`recycle.condition.${question}.label`), value }];
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="condition-title">
      <Title order={2} size="h3" id="condition-title" mb="sm">
        {t('recycle.condition.legend')}
      </Title>
      <dl className={classes.fields} data-testid="condition-answers">
        {rows.map((row) => (
          <div key={row.label} className={classes.row}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <Text size="sm" c="dimmed" mt="sm">
        {t('recycle.condition.declared')}
      </Text>
    </Paper>
  );
}
