/** A laptop and a phone inside a circular recycling arrow, drawn for the home page hero. */
export function HeroIllustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 400 360" role="img" aria-label={label} focusable="false" width="100%" height="100%">
      <defs>
        <marker
          id="hero-arrow"
          viewBox="0 0 10 10"
          refX="4"
          refY="5"
          markerWidth="3.2"
          markerHeight="3.2"
          orient="auto-start-reverse"
        >
          <path d="M0 0 10 5 0 10z" fill="#c4ef67" />
        </marker>
        <linearGradient id="hero-disc" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.16" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.04" />
        </linearGradient>
      </defs>
      <circle cx="200" cy="180" r="164" fill="url(#hero-disc)" />
      <g fill="none" stroke="#c4ef67" strokeWidth="7" strokeLinecap="round" markerEnd="url(#hero-arrow)">
        <path d="M223.96 44.1A138 138 0 0 1 329.68 227.2" />
        <path d="M305.71 268.7A138 138 0 0 1 94.29 268.7" />
        <path d="M70.32 227.2A138 138 0 0 1 176.04 44.1" />
      </g>
      <path d="M92 224h196l-12 14a8 8 0 0 1-6 3H110a8 8 0 0 1-6-3z" fill="#d6f2e2" />
      <rect x="112" y="112" width="156" height="112" rx="10" fill="#ffffff" />
      <rect x="122" y="122" width="136" height="92" rx="5" fill="#ebf9f1" />
      <rect x="134" y="136" width="60" height="9" rx="4.5" fill="#137a48" />
      <rect x="134" y="153" width="100" height="6" rx="3" fill="#aee4c6" />
      <rect x="134" y="165" width="84" height="6" rx="3" fill="#aee4c6" />
      <rect x="134" y="184" width="48" height="17" rx="8.5" fill="#5cc78e" />
      <rect x="236" y="148" width="66" height="120" rx="13" fill="#0a3d24" stroke="#ffffff" strokeWidth="4" />
      <rect x="245" y="162" width="48" height="92" rx="6" fill="#ffffff" />
      <rect x="261" y="154" width="16" height="3" rx="1.5" fill="#ffffff" opacity="0.6" />
      <circle cx="269" cy="194" r="15" fill="#137a48" />
      <path
        d="M262 194.5l5 5 9.5-10"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="255" y="221" width="28" height="5" rx="2.5" fill="#aee4c6" />
      <rect x="259" y="232" width="20" height="5" rx="2.5" fill="#d6f2e2" />
      <circle cx="100" cy="110" r="24" fill="#c4ef67" />
      <path
        d="M106.5 100.5c-1.6-2.4-4-3.5-6.7-3.5-4.2 0-7 2.9-7 7 0 2.4.8 4.4 1.4 6.5H89m0 0h13m-7.8 0c.3 3.6-.6 6.6-3.8 9.5h16"
        fill="none"
        stroke="#0a3d24"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M124 300c-18-14-16-36 6-42 6 20 2 34-6 42z" fill="#5cc78e" />
      <path d="M124 300c-1-12 0-22 6-42" fill="none" stroke="#0a3d24" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="318" cy="92" r="5" fill="#c4ef67" />
      <circle cx="340" cy="118" r="3" fill="#ffffff" opacity="0.8" />
      <circle cx="62" cy="170" r="4" fill="#ffffff" opacity="0.7" />
    </svg>
  );
}
