import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react';
import { Anchor, List, NumberInput, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import {
  clampCount,
  computeImpact,
  DEVICE_KINDS,
  MATERIALS,
  type CalculatorFactors,
  type DeviceCounts,
} from '../model/impact';
import classes from './articles.module.css';
import { formatNumber } from '../../../lib/format';

// The chart is a picture of the table's numbers. It is drawn only in the browser, as a chunk of its own: on the
// server its charting library only added memory to every instance for an empty box (docs/operations.md, "Budgets",
// memory), and in the browser the calculator works before the library has loaded.
const ImpactChart = lazy(() => import('./impact-chart'));
const CHART_HEIGHT = 260;
const noChanges = () => () => {};
const useInBrowser = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

const kg = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });
const grams = (value: number) => formatNumber(value, { maximumFractionDigits: 3 });

/** Article 4's calculator: devices in, CO2e avoided and materials recovered out, with a chart and the sources. */
export default function ImpactCalculator({ factors }: { factors: CalculatorFactors }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [counts, setCounts] = useState<DeviceCounts>({ phone: 1, laptop: 0, tablet: 0, other: 0 });
  const inBrowser = useInBrowser();
  const impact = computeImpact(factors, counts);
  const chartData = MATERIALS.map((material) => ({
    material: t(`info.calculator.${material}`),
    grams: Math.round(impact.materialsG[material] * 1000) / 1000,
  }));

  return (
    <section className={classes.calculator} aria-labelledby={headingId} data-testid="impact-calculator">
      <Title order={2} id={headingId} mt={0}>
        {t('info.calculator.title')}
      </Title>
      <Text mb="md">{t('info.calculator.lead')}</Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {DEVICE_KINDS.map((kind) => (
          <NumberInput
            key={kind}
            label={t(`info.calculator.${kind}`)}
            value={counts[kind]}
            min={0}
            max={10_000}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            onChange={(value) => setCounts((previous) => ({ ...previous, [kind]: clampCount(value) }))}
          />
        ))}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="lg">
        <div>
          <Text fw={600}>{t('info.calculator.co2e')}</Text>
          <output className={classes.result} data-testid="co2e" aria-live="polite">
            {t('info.calculator.co2eValue', { value: kg(impact.co2eKg) })}
          </output>
        </div>
        <div>
          <Text fw={600} id={`${headingId}-materials`}>
            {t('info.calculator.materials')}
          </Text>
          <Table aria-labelledby={`${headingId}-materials`} striped={false} withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              {MATERIALS.map((material) => (
                <Table.Tr key={material}>
                  <Table.Th scope="row" fw={400}>
                    {t(`info.calculator.${material}`)}
                  </Table.Th>
                  <Table.Td ta="right" data-testid={`material-${material}`}>
                    {t('info.calculator.gramsValue', { value: grams(impact.materialsG[material]) })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </SimpleGrid>

      <figure style={{ margin: '1.5rem 0 0' }}>
        <figcaption>
          <Text size="sm" fw={600} mb="xs">
            {t('info.calculator.chartLabel')}
          </Text>
        </figcaption>
        <div aria-hidden="true" style={{ minHeight: CHART_HEIGHT }}>
          {inBrowser ? (
            <Suspense fallback={null}>
              <ImpactChart data={chartData} seriesLabel={t('info.calculator.grams')} formatValue={grams} />
            </Suspense>
          ) : null}
        </div>
      </figure>

      {factors.sources && factors.sources.length > 0 ? (
        <>
          <Title order={3} size="h5" mt="lg">
            {t('info.calculator.sources')}
          </Title>
          <List size="sm" spacing={4} mt="xs">
            {factors.sources.map((source) => (
              <List.Item key={source.url}>
                <Anchor href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.title}
                </Anchor>{' '}
                ({source.publisher})
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </section>
  );
}
