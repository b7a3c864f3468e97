import { BarChart } from '@mantine/charts';

export interface ImpactChartProps {
  data: { material: string; grams: number }[];
  seriesLabel: string;
  formatValue: (value: number) => string;
}

/** The calculator's bar chart of recovered materials: its own chunk, drawn only in the browser (impact-calculator.tsx). */
export default function ImpactChart({ data, seriesLabel, formatValue }: ImpactChartProps) {
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="material"
      series={[{ name: 'grams', label: seriesLabel, color: 'brand.6' }]}
      tickLine="y"
      valueFormatter={formatValue}
      // The calculator's table carries the same numbers for screen readers and keyboards.
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
