import classes from './recycle.module.css';

export interface SummaryRow {
  label: string;
  value: string;
}

/** A definition list of what the person entered. */
export function DeviceSummary({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className={classes.summary}>
      {rows.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
