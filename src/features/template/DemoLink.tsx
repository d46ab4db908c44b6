import type { AnchorHTMLAttributes } from 'react';

/**
 * A link of the demo material: docs/product.md#template-material says every link in these demo parts goes to `#`.
 * The one place that writes that href, so the rule is easy to check and to change.
 */
export function DemoLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  // eslint-disable-next-line jsx-a11y/anchor-is-valid, jsx-a11y/anchor-has-content
  return <a {...props} href="#" />;
}
