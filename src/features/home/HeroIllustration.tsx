import { useId } from 'react';

/**
 * The hero's drawing: a laptop and a phone running an app, in front of a candi bentar
 * (Balinese split gate) with the sun rising through it, above the sea. Inline and sized
 * by its viewBox, so it costs no request and cannot shift the layout.
 */
export function HeroIllustration({ title }: { title: string }) {
  // Unique ids: SSR-stable, and safe if the drawing ever appears twice on a page.
  const uid = useId();
  const titleId = `${uid}-title`;
  const clipId = `${uid}-clip`;
  const gateId = `${uid}-gate`;

  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox="0 0 560 440"
      width="560"
      height="440"
      className="hero-illustration"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>{title}</title>
      <defs>
        <clipPath id={clipId}>
          <rect x="20" y="20" width="520" height="400" rx="32" />
        </clipPath>
        {/* Left half of the gate; the right half is its mirror image. */}
        <g id={gateId}>
          <polygon
            points="200,70 176,70 176,95 161,95 161,120 146,120 146,150 131,150 131,185 116,185 116,225 100,225 100,270 82,270 82,332 200,332"
            fill="#0d5f66"
          />
          <path
            d="M176 95h24M161 120h39M146 150h54M131 185h69M116 225h84M100 270h100"
            stroke="#eef5f4"
            strokeOpacity=".35"
            strokeWidth="3"
          />
          <rect x="176" y="58" width="24" height="12" fill="#0b2530" />
        </g>
      </defs>

      <g clipPath={`url(#${clipId})`}>
        <rect x="20" y="20" width="520" height="400" fill="#f6f1e7" />
        {/* Sun rising through the gate */}
        <circle cx="280" cy="160" r="92" fill="#e07a2f" opacity=".16" />
        <circle cx="280" cy="160" r="58" fill="#e07a2f" />
        {/* Clouds */}
        <path
          d="M70 96a14 14 0 0 1 26-8 12 12 0 0 1 20 8z M420 70a12 12 0 0 1 22-7 10 10 0 0 1 18 7z"
          fill="#fff"
        />
        <use href={`#${gateId}`} />
        <use href={`#${gateId}`} transform="matrix(-1 0 0 1 560 0)" />
        {/* Ground and sea */}
        <rect x="20" y="330" width="520" height="30" fill="#e9dfcb" />
        <path d="M20 366q32.5-14 65 0t65 0 65 0 65 0 65 0 65 0 65 0 65 0V420H20z" fill="#0d5f66" />
        <path d="M20 392q32.5-12 65 0t65 0 65 0 65 0 65 0 65 0 65 0 65 0V420H20z" fill="#0b2530" />
      </g>

      {/* Laptop */}
      <rect x="152" y="176" width="256" height="162" rx="12" fill="#0b2530" />
      <rect x="163" y="187" width="234" height="140" rx="4" fill="#fff" />
      <rect x="163" y="187" width="234" height="18" rx="4" fill="#0d5f66" />
      <circle cx="174" cy="196" r="3" fill="#e07a2f" />
      <circle cx="184" cy="196" r="3" fill="#eef5f4" />
      <circle cx="194" cy="196" r="3" fill="#eef5f4" />
      <rect x="172" y="214" width="46" height="104" rx="5" fill="#eef5f4" />
      <path
        d="M180 226h30M180 240h24M180 254h28M180 268h20"
        stroke="#0d5f66"
        strokeOpacity=".45"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <rect x="228" y="214" width="74" height="42" rx="5" fill="#f6f1e7" />
      <path d="M237 228h34" stroke="#e07a2f" strokeWidth="6" strokeLinecap="round" />
      <path
        d="M237 242h50"
        stroke="#0b2530"
        strokeOpacity=".3"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <rect x="310" y="214" width="78" height="42" rx="5" fill="#eef5f4" />
      <path d="M319 228h30" stroke="#0d5f66" strokeWidth="6" strokeLinecap="round" />
      <path
        d="M319 242h52"
        stroke="#0b2530"
        strokeOpacity=".3"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        d="M238 318v-22M256 318v-34M274 318v-16M292 318v-44M310 318v-28M328 318v-38"
        stroke="#0d5f66"
        strokeWidth="10"
      />
      <path d="M230 318h156" stroke="#0b2530" strokeOpacity=".2" strokeWidth="2" />
      <path d="M126 338h308l-14 16H140z" fill="#c9d6d4" />
      <rect x="256" y="338" width="48" height="5" rx="2.5" fill="#9fb3b0" />

      {/* Phone, with a QRIS-style payment screen */}
      <rect x="396" y="214" width="78" height="150" rx="14" fill="#0b2530" />
      <rect x="402" y="226" width="66" height="128" rx="7" fill="#fff" />
      <rect x="424" y="218" width="22" height="4" rx="2" fill="#eef5f4" opacity=".4" />
      <path
        d="M412 240h30"
        stroke="#0b2530"
        strokeOpacity=".35"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <rect x="413" y="252" width="44" height="44" rx="4" fill="#eef5f4" />
      <path
        d="M418 257h12v12h-12zM440 257h12v12h-12zM418 279h12v12h-12zM436 275h6v6h-6zM444 283h8v8h-8zM436 287h4v4h-4z"
        fill="#0b2530"
      />
      <path
        d="M412 308h46"
        stroke="#0b2530"
        strokeOpacity=".2"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <rect x="410" y="320" width="50" height="18" rx="9" fill="#e07a2f" />
      <path
        d="M425 329l5 5 10-10"
        stroke="#fff"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
