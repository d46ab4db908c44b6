/**
 * A page's drawing (an SVG file of flat shapes, imported `?raw`), inlined in the markup and
 * named for assistive technology by `title`. Not an `<img>`: the browser gives each SVG image a
 * document of its own, built on the main thread (20–80 ms at 6× CPU; see
 * docs/architecture.md#rendering), while inline it is a few dozen elements of the page.
 * Ids inside the file carry its name (`hero-gate`): they share the page's id space.
 */
export function Drawing({
  svg,
  title,
  className,
  describedBy,
}: {
  svg: string;
  title: string;
  className?: string;
  describedBy?: string;
}) {
  return (
    <span
      role="img"
      aria-label={title}
      aria-describedby={describedBy}
      className={className ? `drawing ${className}` : 'drawing'}
      // The markup is one of our own files, bundled at build time: never user input.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
