import { useText } from './useText';

const MARKER = {
  label: { id: 'Contoh template', en: 'Template example' },
  note: {
    id: 'Halaman contoh dari template situs ini, bukan halaman Segara Digital.',
    en: 'A sample page from this site’s template, not a Segara Digital page.',
  },
} as const;

/**
 * Marks template material (docs/product.md#template-material): a visible label at the top, so
 * nobody takes a sample page for the company's own, and `noindex`, so search engines leave it
 * out (React 19 hoists the tag into `<head>`).
 */
export function TemplateMarker() {
  const text = useText();
  return (
    <>
      <meta name="robots" content="noindex" />
      <p className="template-marker">
        <span className="template-marker__label">{text(MARKER.label)}</span> {text(MARKER.note)}
      </p>
    </>
  );
}
