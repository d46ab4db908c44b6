import { useId } from 'react';

/**
 * A stylised map of Bali with a pin on Denpasar. Inline and sized by its viewBox:
 * no request, no layout shift. The outline is traced from real coordinates, simplified.
 */
export function ContactIllustration({ title }: { title: string }) {
  const titleId = `${useId()}-title`;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox="0 0 400 300"
      width="400"
      height="300"
      className="contact-illustration"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>{title}</title>
      <rect width="400" height="300" rx="24" fill="#eef5f4" />
      {/* Sea swells */}
      <path
        d="M30 250q15-8 30 0t30 0M300 262q15-8 30 0t30 0M40 180q12-6 24 0t24 0M320 40q12-6 24 0t24 0"
        stroke="#0d5f66"
        strokeOpacity=".3"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      {/* Bali */}
      <polygon
        points="28,61 76,52 146,69 196,64 213,47 280,44 328,66 370,111 387,128 356,156 331,164 300,173 261,209 250,226 255,240 230,254 210,248 216,234 233,229 236,218 224,198 210,190 182,170 132,134 76,117 40,89"
        fill="#f6f1e7"
        stroke="#0d5f66"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      {/* Volcanoes: Batur and Agung */}
      <path d="M278 96l16-22 16 22zM311 120l20-30 20 30z" fill="#0d5f66" opacity=".75" />
      <path d="M325 99l6-9 6 9z" fill="#fff" opacity=".8" />
      {/* Pin on Denpasar */}
      <ellipse cx="250" cy="199" rx="20" ry="7" fill="#e07a2f" opacity=".3" />
      <ellipse
        cx="250"
        cy="199"
        rx="34"
        ry="12"
        fill="none"
        stroke="#e07a2f"
        strokeOpacity=".35"
        strokeWidth="2"
      />
      <path
        d="M250 198c-4-14-22-26-22-44a22 22 0 0 1 44 0c0 18-18 30-22 44z"
        fill="#e07a2f"
        stroke="#0b2530"
        strokeWidth="2"
      />
      <circle cx="250" cy="154" r="8" fill="#fff" />
    </svg>
  );
}
