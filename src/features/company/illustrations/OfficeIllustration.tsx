import { useId } from 'react';

// Theme colours (src/styles/_theme.scss); inline because an SVG drawn in JSX cannot read Sass.
const OCEAN = '#0d5f66';
const DEEP = '#0b2530';
const SUNSET = '#e07a2f';
const SAND = '#f6f1e7';
const MIST = '#eef5f4';

/**
 * The Denpasar studio seen through a candi bentar (Bali's split gate), with rice terraces
 * and an evening sun. Flat shapes only, so it stays small and sharp at any width.
 * Title and description come from the page's content, in the page's language.
 */
export function OfficeIllustration({
  title,
  description,
  className,
}: {
  title: string;
  description: string;
  className?: string;
}) {
  // useId: stable across server render and hydration, unique if drawn twice.
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const gateId = `${id}-gate`;
  const clipId = `${id}-clip`;

  return (
    <svg
      viewBox="0 0 480 360"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      className={className}
      width="100%"
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      <defs>
        {/* One half of the gate: flat inner face, stepped outer face, brick with stone trims. */}
        <g id={gateId}>
          <path
            fill={SUNSET}
            d="M58 262V236h8v-44h14v-34h16v-26h14v-20h14v-16h14l6-18 6 18h20V262z"
          />
          <path
            fill={DEEP}
            d="M58 236h112v6H58zM66 192h104v5H66zM80 158h90v5H80zM96 132h74v4H96zM110 112h60v4h-60z"
          />
          <path
            fill={SAND}
            opacity=".55"
            d="M74 204h16v24H74zM102 204h16v24h-16zM130 204h16v24h-16z"
          />
          <path fill={DEEP} opacity=".25" d="M150 96h20v166h-20z" />
        </g>
      </defs>

      <clipPath id={clipId}>
        <rect width="480" height="360" rx="24" />
      </clipPath>
      {/* Everything inside the rounded frame, so the terraces keep its corners. */}
      <g clipPath={`url(#${clipId})`}>
        <rect width="480" height="360" fill={MIST} />

        {/* Evening sun, framed by the gate, and Mount Agung on the horizon. */}
        <circle cx="240" cy="92" r="58" fill={SUNSET} opacity=".15" />
        <circle cx="240" cy="92" r="36" fill={SUNSET} />
        {/* An opaque underlay so the translucent mountain hides the sun behind it. */}
        <path fill={MIST} d="M120 236 252 96l22 16 18-8 116 132z" />
        <path fill={OCEAN} opacity=".18" d="M120 236 252 96l22 16 18-8 116 132z" />
        <path
          fill={OCEAN}
          opacity=".3"
          d="M0 222c60-22 120-26 180-14s150 12 210-4 70-12 90-8V266H0z"
        />

        {/* Birds. */}
        <path
          fill="none"
          stroke={DEEP}
          strokeWidth="2"
          strokeLinecap="round"
          d="M40 60q6-6 12 0 6-6 12 0M76 82q5-5 10 0 5-5 10 0M396 54q5-5 10 0 5-5 10 0"
        />

        {/* The studio: a two-storey house with Balinese hipped roofs. */}
        <path fill="#fff" d="M200 176h80v86h-80z" />
        <path fill={DEEP} d="M188 178h104l-18-26h-68z" />
        <path fill={DEEP} d="M182 218h116l-14-14h-88z" />
        <path
          fill={OCEAN}
          d="M212 186h14v14h-14zM233 186h14v14h-14zM254 186h14v14h-14zM212 228h18v20h-18zM250 228h18v20h-18z"
        />
        <path fill={SUNSET} d="M233 228h14v34h-14z" />

        {/* Path and steps through the gate. */}
        <path fill={SAND} d="M218 262h44l40 98H178z" />
        <path
          fill={DEEP}
          opacity=".15"
          d="M214 262h52v6h-52zM206 278h68v6h-68zM196 298h88v6h-88z"
        />

        {/* Rice terraces, stacked bands falling toward the viewer. */}
        <path fill={OCEAN} opacity=".55" d="M0 262h218l-40 98H0z" />
        <path fill={OCEAN} opacity=".55" d="M262 262h218v98H302z" />
        <path
          fill="none"
          stroke={MIST}
          strokeOpacity=".5"
          strokeWidth="2"
          d="M0 286c60 6 120 4 190 0M0 316c60 8 120 6 176 0M0 344c50 6 110 6 166 0M290 286c70 4 130 6 190 0M304 316c60 6 120 8 176 0M314 344c60 6 110 6 166 0"
        />
        <path fill={OCEAN} d="M0 336c40-8 100-6 140 2v22H0zM340 338c40-8 100-10 140-2v24H340z" />

        {/* The split gate, the left half mirrored to make the right. */}
        <use href={`#${gateId}`} />
        <use href={`#${gateId}`} transform="matrix(-1 0 0 1 480 0)" />
      </g>
    </svg>
  );
}
