import type { ReactNode } from 'react';
import type { ProductScreenKind } from '../../content/schema';

const OCEAN = '#0d5f66';
const DEEP = '#0b2530';
const SUNSET = '#e07a2f';
const SAND = '#f6f1e7';
const MIST = '#eef5f4';

const bar = (x: number, y: number, w: number, fill = DEEP, opacity = 0.18, h = 8) => (
  <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} opacity={opacity} />
);

/** A browser or tablet frame around `children` (a 400×250 canvas). */
function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <rect
        x="10"
        y="10"
        width="380"
        height="230"
        rx="14"
        fill="#fff"
        stroke={DEEP}
        strokeOpacity=".12"
      />
      <rect x="10" y="10" width="380" height="28" rx="14" fill={MIST} />
      <circle cx="30" cy="24" r="4" fill={SUNSET} />
      <circle cx="44" cy="24" r="4" fill={OCEAN} opacity=".5" />
      {children}
    </>
  );
}

const SCREENS: Record<ProductScreenKind, ReactNode> = {
  calendar: (
    <Frame>
      {bar(26, 50, 90, DEEP, 0.7)}
      {[0, 1, 2, 3, 4].map((row) => (
        <g key={row}>
          {bar(26, 76 + row * 32, 60, DEEP, 0.35)}
          {[0, 1, 2, 3, 4, 5, 6, 7].map((col) => (
            <rect
              key={col}
              x={100 + col * 34}
              y={70 + row * 32}
              width="30"
              height="22"
              rx="4"
              fill={MIST}
            />
          ))}
          <rect
            x={100 + ((row * 3) % 5) * 34}
            y={70 + row * 32}
            width={30 + 34 * (1 + (row % 3))}
            height="22"
            rx="6"
            fill={row % 2 ? SUNSET : OCEAN}
            opacity=".9"
          />
        </g>
      ))}
    </Frame>
  ),
  dashboard: (
    <Frame>
      <rect x="10" y="38" width="90" height="202" fill={DEEP} opacity=".9" />
      {[56, 76, 96, 116].map((y, i) => (
        <g key={y}>{bar(22, y, 60, i === 0 ? SUNSET : '#fff', i === 0 ? 1 : 0.5)}</g>
      ))}
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect
            x={114 + i * 90}
            y="52"
            width="80"
            height="52"
            rx="8"
            fill={i === 1 ? SAND : MIST}
          />
          {bar(124 + i * 90, 64, 40, DEEP, 0.3, 6)}
          {bar(124 + i * 90, 80, 56, i === 0 ? OCEAN : DEEP, i === 0 ? 0.9 : 0.6, 12)}
        </g>
      ))}
      {[0, 1, 2, 3].map((row) => (
        <g key={row}>
          <rect
            x="114"
            y={118 + row * 28}
            width="260"
            height="22"
            rx="6"
            fill={row % 2 ? '#fff' : MIST}
          />
          {bar(124, 125 + row * 28, 100, DEEP, 0.4)}
          {bar(300, 125 + row * 28, 60, row === 0 ? SUNSET : OCEAN, 0.85)}
        </g>
      ))}
    </Frame>
  ),
  phone: (
    <>
      <rect x="130" y="6" width="140" height="238" rx="20" fill={DEEP} />
      <rect x="138" y="18" width="124" height="214" rx="12" fill="#e9efe6" />
      <rect x="138" y="18" width="124" height="28" rx="12" fill={OCEAN} />
      {bar(150, 29, 60, '#fff', 0.8)}
      <rect x="150" y="60" width="96" height="64" rx="10" fill="#fff" />
      {[72, 86, 100].map((y, i) => (
        <g key={y}>{bar(158, y, i === 2 ? 50 : 78, DEEP, 0.35, 6)}</g>
      ))}
      <rect x="166" y="134" width="84" height="46" rx="10" fill="#d7f2e3" />
      {[146, 160].map((y) => (
        <g key={y}>{bar(174, y, 62, DEEP, 0.35, 6)}</g>
      ))}
      <rect x="150" y="190" width="96" height="30" rx="10" fill="#fff" />
      {bar(158, 201, 40, SUNSET, 1, 8)}
      <circle cx="80" cy="70" r="30" fill={SUNSET} opacity=".2" />
      <circle cx="330" cy="190" r="40" fill={OCEAN} opacity=".15" />
    </>
  ),
  receipt: (
    <>
      <rect x="90" y="190" width="220" height="50" rx="12" fill={DEEP} />
      <rect x="120" y="180" width="160" height="14" rx="4" fill="#1e4452" />
      <path d="M140 186V14h120v172" fill="#fff" stroke={DEEP} strokeOpacity=".15" />
      <rect x="182" y="26" width="36" height="20" rx="4" fill={OCEAN} />
      {[58, 74, 90, 106, 122].map((y, i) => (
        <g key={y}>
          {bar(152, y, 56, DEEP, 0.4, 6)}
          {bar(222, y, 26, DEEP, 0.4, 6)}
          {i === 4 && <rect x="152" y={y + 14} width="96" height="2" fill={DEEP} opacity=".3" />}
        </g>
      ))}
      {bar(152, 144, 40, DEEP, 0.8, 8)}
      {bar(212, 144, 36, SUNSET, 1, 8)}
      <rect x="176" y="158" width="48" height="18" rx="3" fill={MIST} />
    </>
  ),
  form: (
    <>
      <rect x="130" y="6" width="140" height="238" rx="20" fill={DEEP} />
      <rect x="138" y="18" width="124" height="214" rx="12" fill="#fff" />
      {bar(150, 30, 70, DEEP, 0.7)}
      {[56, 96, 136].map((y) => (
        <g key={y}>
          {bar(150, y, 44, DEEP, 0.35, 6)}
          <rect
            x="150"
            y={y + 10}
            width="100"
            height="20"
            rx="6"
            fill={MIST}
            stroke={OCEAN}
            strokeOpacity=".3"
          />
        </g>
      ))}
      <rect
        x="150"
        y="176"
        width="100"
        height="22"
        rx="6"
        fill={SAND}
        stroke={SUNSET}
        strokeDasharray="4 3"
      />
      <rect x="150" y="206" width="100" height="18" rx="9" fill={OCEAN} />
      <circle cx="70" cy="190" r="34" fill={OCEAN} opacity=".15" />
      <circle cx="340" cy="60" r="26" fill={SUNSET} opacity=".2" />
    </>
  ),
};

/** An illustrated screen of a product (not a photo), described by its caption. */
export function ProductScreen({ kind, label }: { kind: ProductScreenKind; label: string }) {
  return (
    <svg className="product-screen" viewBox="0 0 400 250" role="img" aria-label={label}>
      <rect width="400" height="250" fill={SAND} opacity=".6" />
      {SCREENS[kind]}
    </svg>
  );
}
