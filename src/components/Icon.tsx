/**
 * An inline SVG icon from `bootstrap-icons`, imported where it is used so each chunk
 * carries only its own icons: `import geo from 'bootstrap-icons/icons/geo-alt.svg?raw'`.
 * Decorative by default; pass `label` when the icon is the only content of a control.
 */
export function Icon({
  svg,
  label,
  className,
}: {
  svg: string;
  label?: string;
  className?: string;
}) {
  return (
    <span
      className={className ? `icon ${className}` : 'icon'}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      // The markup is a file from the icon package, bundled at build time: never user input.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
