/** The loading state of docs/product.md#routes-and-navigation: a spinner and the text `Memuat...`. */
export function Spinner({ className = 'page-loading' }: { className?: string }) {
  return (
    <div className={className} role="status" aria-live="polite">
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span>Memuat...</span>
    </div>
  );
}
