import { Link } from './SiteLink';

/**
 * Long-form copy as data rather than HTML strings: content modules describe paragraphs,
 * lists and term/detail pairs, and this renders them — no dangerouslySetInnerHTML.
 */

/**
 * Plain text, a link or a code word (a storage key, a cookie name). A link to a site path
 * (`/kontak`) becomes a router link; `mailto:`, `tel:` and `https:` stay anchors.
 */
export type RichInline =
  string | { readonly text: string; readonly href: string } | { readonly code: string };

/** A paragraph: one string, or text and links in a row. */
export type RichParagraph = string | readonly RichInline[];

export type RichBlock =
  | RichParagraph
  | { readonly list: readonly RichParagraph[]; readonly ordered?: boolean }
  | { readonly terms: readonly { readonly term: string; readonly detail: RichParagraph }[] };

function isParagraph(block: RichBlock): block is RichParagraph {
  // Array.isArray does not narrow readonly arrays, hence the guard.
  return typeof block === 'string' || Array.isArray(block);
}

function Inline({ part }: { part: RichInline }) {
  if (typeof part === 'string') return <>{part}</>;
  if ('code' in part) return <code className="text-break">{part.code}</code>;
  if (part.href.startsWith('/')) return <Link to={part.href}>{part.text}</Link>;
  // Emails and URLs are long unbroken words: let them wrap on a phone.
  return (
    <a href={part.href} className="text-break">
      {part.text}
    </a>
  );
}

function Paragraph({ text }: { text: RichParagraph }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((part, index) => (
        <Inline key={index} part={part} />
      ))}
    </>
  );
}

/** Renders blocks in order; the last one has no bottom margin so cards and panels stay even. */
export function RichText({ blocks }: { blocks: readonly RichBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const spacing = index === blocks.length - 1 ? 'mb-0' : 'mb-3';
        if (isParagraph(block)) {
          return (
            <p key={index} className={spacing}>
              <Paragraph text={block} />
            </p>
          );
        }
        if ('list' in block) {
          const items = block.list.map((item, itemIndex) => (
            <li key={itemIndex} className="mb-1">
              <Paragraph text={item} />
            </li>
          ));
          return block.ordered ? (
            <ol key={index} className={`ps-4 ${spacing}`}>
              {items}
            </ol>
          ) : (
            <ul key={index} className={`ps-4 ${spacing}`}>
              {items}
            </ul>
          );
        }
        return (
          <dl key={index} className={spacing}>
            {block.terms.map(({ term, detail }) => (
              <div key={term} className="mb-2">
                <dt>{term}</dt>
                <dd className="mb-0">
                  <Paragraph text={detail} />
                </dd>
              </div>
            ))}
          </dl>
        );
      })}
    </>
  );
}
