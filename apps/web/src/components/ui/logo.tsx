import classes from './logo.module.css';

export interface LogoMarkProps {
  size?: number;
}

/** The ReCircuit mark: a chip inside a recycling arrow. Decorative: the link around it carries the name. */
export function LogoMark({ size = 36 }: LogoMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={classes.mark}>
      <rect width="40" height="40" rx="10" fill="#137a48" />
      <path
        d="M27.07 11.57A11 11 0 1 1 11.57 12.93"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <path d="M14.6 9.3 8.3 11.1l5.2 5.1z" fill="#fff" stroke="#fff" strokeWidth="1.4" strokeLinejoin="round" />
      <rect x="15.6" y="15.6" width="8.8" height="8.8" rx="2" fill="#c4ef67" />
      <rect x="18.3" y="18.3" width="3.4" height="3.4" rx="0.8" fill="#137a48" />
      <path
        d="M12.9 18h1.2M12.9 22h1.2M25.9 18h1.2M25.9 22h1.2"
        stroke="#c4ef67"
        strokeWidth="1.7"
        strokeLinecap="round"
      />
    </svg>
  );
}

export interface LogoProps {
  /** `dark` text for light backgrounds, `light` text for the green footer. */
  tone?: 'dark' | 'light';
  size?: number;
}

/** The mark and the word "ReCircuit". */
export function Logo({ tone = 'dark', size = 36 }: LogoProps) {
  return (
    <span className={classes.logo} data-tone={tone}>
      <LogoMark size={size} />
      <span className={classes.word} aria-hidden="true">
        <span className={classes.re}>Re</span>Circuit
      </span>
    </span>
  );
}
