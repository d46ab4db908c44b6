import { useEffect, useState, type ReactNode } from 'react';

export interface AccordionItem {
  /** Unique on the page: the item's anchor (`#id` opens it), and the base of its ARIA ids. */
  id: string;
  title: ReactNode;
  body: ReactNode;
}

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/**
 * The element id a URL fragment names, percent-decoded. Anyone can type a fragment that is not
 * valid percent-encoding (`#%`, `#%E0%A4`): it then names itself as typed and matches no item.
 */
export function hashTarget(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Disclosure accordion after the WAI-ARIA pattern, styled with Bootstrap's accordion classes
 * and driven by React state (no Bootstrap JS). Several panels may be open at once.
 * By default the first item is open; pass `defaultOpenIds={[]}` to start closed.
 */
export function Accordion({
  items,
  headingLevel = 3,
  defaultOpenIds,
  className,
}: {
  items: readonly AccordionItem[];
  headingLevel?: HeadingLevel;
  defaultOpenIds?: readonly string[];
  className?: string;
}) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(
    () => new Set(defaultOpenIds ?? (items[0] ? [items[0].id] : [])),
  );

  // Pages often build `items` during render: depend on the ids, not the array.
  const itemIds = items.map((item) => item.id).join('\n');

  // A link to `#item-id` (from search results or another page) opens that answer. Effect
  // only: the server never sees the hash, so the first render must not depend on it.
  useEffect(() => {
    const openFromHash = () => {
      const id = hashTarget(window.location.hash);
      if (id && itemIds.split('\n').includes(id)) {
        setOpenIds((current) => (current.has(id) ? current : new Set(current).add(id)));
      }
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [itemIds]);

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const Heading = `h${headingLevel}` as const;

  return (
    <div className={className ? `accordion ${className}` : 'accordion'}>
      {items.map((item) => {
        const open = openIds.has(item.id);
        const buttonId = `${item.id}-button`;
        const panelId = `${item.id}-panel`;
        return (
          <div key={item.id} id={item.id} className="accordion-item">
            <Heading className="accordion-header">
              {/* A native button: Enter and Space toggle it without extra key handling. */}
              <button
                id={buttonId}
                type="button"
                className={open ? 'accordion-button' : 'accordion-button collapsed'}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                {item.title}
              </button>
            </Heading>
            {/* A section named by its button is a region landmark. */}
            <section
              id={panelId}
              aria-labelledby={buttonId}
              className={open ? 'accordion-collapse collapse show' : 'accordion-collapse collapse'}
              hidden={!open}
            >
              <div className="accordion-body">{item.body}</div>
            </section>
          </div>
        );
      })}
    </div>
  );
}
