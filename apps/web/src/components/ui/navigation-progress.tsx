import classes from './navigation-progress.module.css';

export interface NavigationProgressProps {
  active: boolean;
  label: string;
}

/** A thin bar across the top of the window while the next page loads. */
export function NavigationProgress({ active, label }: NavigationProgressProps) {
  if (!active) return null;
  return (
    <div className={classes.track} role="progressbar" aria-label={label} aria-busy="true">
      <div className={classes.bar} />
    </div>
  );
}
