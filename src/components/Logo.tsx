/** Segara Digital's mark: a wave inside code brackets. Decorative next to the name. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#0d5f66" />
      <path
        d="M13 12 7 20l6 8M27 12l6 8-6 8"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M13.5 22.5c2.2-3 4.4-3 6.5 0s4.3 3 6.5 0"
        fill="none"
        stroke="#e07a2f"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
