import type { ReactNode } from 'react';
import type { CoverMotif } from '../../content/blog/covers';

// The palette (DESIGN: ocean, deep, sunset, sand, mist).
const OCEAN = '#0d5f66';
const DEEP = '#0b2530';
const SUNSET = '#e07a2f';
const SAND = '#f6f1e7';
const MIST = '#eef5f4';

/** Each motif: a background and a few shapes on a 320×180 canvas. */
const MOTIFS: Record<CoverMotif, { background: string; art: ReactNode }> = {
  waves: {
    background: OCEAN,
    art: (
      <>
        <circle cx="250" cy="56" r="26" fill={SUNSET} />
        {[96, 120, 144].map((y, i) => (
          <path
            key={y}
            d={`M0 ${y}c40-18 80-18 120 0s80 18 120 0 60-18 80-9v${180 - y}H0z`}
            fill={i === 2 ? DEEP : MIST}
            opacity={i === 0 ? 0.35 : i === 1 ? 0.55 : 1}
          />
        ))}
      </>
    ),
  },
  terminal: {
    background: DEEP,
    art: (
      <>
        <rect x="40" y="30" width="240" height="124" rx="10" fill="#123a47" />
        <circle cx="58" cy="46" r="5" fill={SUNSET} />
        <circle cx="74" cy="46" r="5" fill={SAND} opacity=".6" />
        <path d="m60 80 16 12-16 12" stroke={SUNSET} strokeWidth="5" fill="none" />
        <rect x="86" y="98" width="60" height="6" rx="3" fill={MIST} />
        <rect x="60" y="118" width="130" height="6" rx="3" fill={MIST} opacity=".45" />
        <rect x="60" y="134" width="90" height="6" rx="3" fill={MIST} opacity=".3" />
      </>
    ),
  },
  receipt: {
    background: SAND,
    art: (
      <>
        <rect x="40" y="120" width="240" height="40" rx="8" fill={OCEAN} opacity=".15" />
        <path d="M120 20h80v130l-10-8-10 8-10-8-10 8-10-8-10 8-10-8-10 8z" fill="#fff" />
        {[40, 56, 72, 88].map((y, i) => (
          <rect
            key={y}
            x="132"
            y={y}
            width={i % 2 ? 40 : 56}
            height="6"
            rx="3"
            fill={DEEP}
            opacity=".55"
          />
        ))}
        <rect x="132" y="108" width="56" height="8" rx="3" fill={SUNSET} />
      </>
    ),
  },
  calendar: {
    background: MIST,
    art: (
      <>
        <rect x="90" y="28" width="140" height="128" rx="12" fill="#fff" />
        <rect x="90" y="28" width="140" height="30" rx="12" fill={OCEAN} />
        {[0, 1, 2, 3].flatMap((row) =>
          [0, 1, 2, 3, 4].map((col) => (
            <rect
              key={`${row}-${col}`}
              x={104 + col * 24}
              y={70 + row * 20}
              width="16"
              height="12"
              rx="3"
              fill={row === 1 && col > 0 && col < 4 ? SUNSET : DEEP}
              opacity={row === 1 && col > 0 && col < 4 ? 1 : 0.18}
            />
          )),
        )}
      </>
    ),
  },
  signal: {
    background: DEEP,
    art: (
      <>
        {[70, 50, 30].map((r, i) => (
          <path
            key={r}
            d={`M${160 - r} ${120 - r * 0.2}a${r} ${r} 0 0 1 ${r * 2} 0`}
            stroke={i === 2 ? SUNSET : MIST}
            strokeWidth="8"
            strokeLinecap="round"
            fill="none"
            opacity={i === 0 ? 0.35 : 0.7}
          />
        ))}
        <circle cx="160" cy="126" r="9" fill={SUNSET} />
        <path d="M0 160c50-10 100-10 160 0s110 10 160 0v20H0z" fill={OCEAN} />
      </>
    ),
  },
  bug: {
    background: '#fbe9dc',
    art: (
      <>
        <ellipse cx="160" cy="98" rx="34" ry="44" fill={DEEP} />
        <circle cx="160" cy="50" r="18" fill={DEEP} />
        <path d="M160 58v80" stroke={SUNSET} strokeWidth="4" />
        {[-1, 1].flatMap((side) =>
          [80, 100, 120].map((y) => (
            <path
              key={`${side}-${y}`}
              d={`M${160 + side * 32} ${y}l${side * 30} ${y === 100 ? 0 : y < 100 ? -12 : 12}`}
              stroke={DEEP}
              strokeWidth="5"
              strokeLinecap="round"
            />
          )),
        )}
        <circle cx="250" cy="40" r="14" fill="none" stroke={OCEAN} strokeWidth="5" />
        <path d="m260 50 14 14" stroke={OCEAN} strokeWidth="6" strokeLinecap="round" />
      </>
    ),
  },
  people: {
    background: OCEAN,
    art: (
      <>
        {[90, 160, 230].map((x, i) => (
          <g key={x}>
            <circle cx={x} cy={i === 1 ? 70 : 82} r="20" fill={i === 1 ? SUNSET : SAND} />
            <path
              d={`M${x - 34} ${i === 1 ? 150 : 160}a34 34 0 0 1 68 0z`}
              fill={i === 1 ? SUNSET : SAND}
              opacity={i === 1 ? 1 : 0.85}
            />
          </g>
        ))}
        <rect x="0" y="150" width="320" height="30" fill={DEEP} />
      </>
    ),
  },
  village: {
    background: SAND,
    art: (
      <>
        <circle cx="250" cy="46" r="20" fill={SUNSET} />
        <path d="M0 150 70 70l50 50 50-70 90 100H0z" fill={OCEAN} opacity=".25" />
        <path d="m96 96 34-30 34 30z" fill={DEEP} />
        <rect x="104" y="96" width="52" height="44" fill={OCEAN} />
        <rect x="122" y="112" width="16" height="28" fill={SAND} />
        <path d="m186 110 22-20 22 20z" fill={DEEP} />
        <rect x="192" y="110" width="32" height="30" fill={OCEAN} opacity=".8" />
        <rect x="0" y="140" width="320" height="40" fill="#8aa88f" opacity=".5" />
      </>
    ),
  },
  code: {
    background: DEEP,
    art: (
      <>
        <path
          d="m110 60-40 30 40 30M210 60l40 30-40 30"
          stroke={MIST}
          strokeWidth="10"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
        <path d="m176 48-32 84" stroke={SUNSET} strokeWidth="10" strokeLinecap="round" />
        <path d="M0 160c50-10 100-10 160 0s110 10 160 0v20H0z" fill={OCEAN} />
      </>
    ),
  },
};

/**
 * A post's cover: an illustration in the site's palette drawn from the motif the post names
 * in its front matter. Decorative — the post's title sits right beside it.
 */
export function PostCover({ motif, className }: { motif: CoverMotif; className?: string }) {
  const { background, art } = MOTIFS[motif];
  return (
    <svg
      className={className ? `post-cover ${className}` : 'post-cover'}
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="320" height="180" fill={background} />
      {art}
    </svg>
  );
}
