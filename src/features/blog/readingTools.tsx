// A post's reading tools, loaded after hydration (docs/content.md#a-blog-post): the code blocks'
// copy buttons and the heading anchors' copy-link (one delegated listener on the post body),
// the table of contents' current section (IntersectionObserver) and the share panel. Their
// markup is rendered at build time (config/markdown) or by the page; this chunk adds behaviour.
import { useState } from 'react';
import type { Language } from '../../lib/i18n';
import type { Localized } from '../../lib/useLanguage';

const words: Localized<
  Record<'copied' | 'copyFailed' | 'linkCopied' | 'share' | 'copyLink' | 'newTab', string>
> = {
  id: {
    copied: 'Disalin',
    copyFailed: 'Gagal menyalin',
    linkCopied: 'Tautan disalin',
    share: 'Bagikan',
    copyLink: 'Salin tautan',
    newTab: '(membuka tab baru)',
  },
  en: {
    copied: 'Copied',
    copyFailed: 'Could not copy',
    linkCopied: 'Link copied',
    share: 'Share',
    copyLink: 'Copy link',
    newTab: '(opens in a new tab)',
  },
};

/** How long a copy button says "Disalin" before it reads "Salin" again, in ms. */
const COPIED_FOR_MS = 2000;

/** The table of contents' current section: the last heading above this share of the viewport. */
const READING_LINE = 0.3;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A section's address: the page's URL with the heading's id as its fragment. */
const sectionUrl = (id: string) => new URL(`#${id}`, window.location.href).href;

/**
 * Says a message through a polite live region of the tools' own, at the end of the document
 * (added when the tools attach, well before anything is said). Emptied first, so the same
 * message twice is announced twice.
 */
function announce(message: string) {
  let region = document.getElementById(LIVE_REGION_ID);
  if (!region) {
    region = document.createElement('p');
    region.id = LIVE_REGION_ID;
    region.className = 'visually-hidden';
    region.setAttribute('role', 'status');
    document.body.append(region);
  }
  region.textContent = '';
  const live = region;
  setTimeout(() => {
    live.textContent = message;
  }, 100);
}

const LIVE_REGION_ID = 'reading-tools-status';

export interface ReadingToolsOptions {
  lng: Language;
  /** Reports the section being read (its heading's id), or undefined above the first. */
  onSection: (id: string | undefined) => void;
}

/** Copies a code block's text (the code, not its highlighting) when its button is pressed. */
async function copyCode(button: HTMLButtonElement, lng: Language) {
  const code = button.closest('.code-frame')?.querySelector('pre code');
  // The fence's content ends with a line break the reader does not see.
  const ok = code ? await copyText((code.textContent ?? '').replace(/\n$/, '')) : false;
  const message = ok ? words[lng].copied : words[lng].copyFailed;
  announce(message);
  if (!ok) return;
  const text = button.textContent;
  const label = button.getAttribute('aria-label') ?? '';
  button.textContent = message;
  button.setAttribute('aria-label', message);
  setTimeout(() => {
    button.textContent = text;
    button.setAttribute('aria-label', label);
  }, COPIED_FOR_MS);
}

/** Highlights the section being read; returns the observer's stop. */
function trackSections(body: HTMLElement, onSection: ReadingToolsOptions['onSection']) {
  const headings = [...body.querySelectorAll<HTMLElement>('.post-heading > [id]')];
  // Browsers without it (and jsdom) keep the table of contents without a current section.
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const update = () => {
    const line = window.innerHeight * READING_LINE;
    const passed = headings.filter((heading) => heading.getBoundingClientRect().top <= line);
    onSection(passed.at(-1)?.id);
  };
  // Fires whenever a heading crosses the reading line (the top READING_LINE of the viewport),
  // and once for each heading after it is observed: the first `update` then reads a layout the
  // frame has just made. Called here at once, it forced that layout of the whole post right
  // after the copy buttons were shown (34 ms at 6x CPU).
  const observer = new IntersectionObserver(update, {
    rootMargin: `0px 0px -${100 - READING_LINE * 100}% 0px`,
  });
  headings.forEach((heading) => observer.observe(heading));
  return () => observer.disconnect();
}

/** Attaches the tools to a post body; returns their stop. */
export function attachReadingTools(body: HTMLElement, options: ReadingToolsOptions): () => void {
  announce('');
  for (const button of body.querySelectorAll<HTMLButtonElement>('.code-copy'))
    button.hidden = false;
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const button = target.closest<HTMLButtonElement>('.code-copy');
    if (button) void copyCode(button, options.lng);
    const anchor = target.closest<HTMLAnchorElement>('.heading-anchor');
    // The link still goes to its section; the address is copied besides.
    if (anchor) {
      void copyText(sectionUrl(anchor.hash.slice(1))).then(
        (ok) => ok && announce(words[options.lng].linkCopied),
      );
    }
  };
  body.addEventListener('click', onClick);
  const stopTracking = trackSections(body, options.onSection);
  return () => {
    body.removeEventListener('click', onClick);
    stopTracking();
  };
}

/** Share links for browsers without the Web Share API: each opens the network in a new tab. */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${title} ${url}`);
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'X', href: `https://x.com/intent/tweet?text=${encodeURIComponent(title)}&url=${u}` },
  ];
}

/**
 * Share: the browser's own share sheet where it has the Web Share API, else WhatsApp, LinkedIn
 * and X links and a copy-link button.
 */
export function SharePanel({ url, title, lng }: { url: string; title: string; lng: Language }) {
  const w = words[lng];
  // Read once: the panel renders only in the browser, after hydration.
  const [canShare] = useState(() => typeof navigator.share === 'function');
  const share = () => {
    navigator.share({ title, url }).catch(() => {
      // Closing the share sheet rejects; nothing to say.
    });
  };
  const copyLink = () =>
    void copyText(url).then((ok) => announce(ok ? w.linkCopied : w.copyFailed));
  const buttonClass = 'btn btn-outline-primary btn-sm';
  return (
    <div
      className="post-share d-flex flex-wrap align-items-center gap-2"
      role="group"
      aria-label={w.share}
    >
      {canShare ? (
        <button type="button" className={buttonClass} onClick={share}>
          {w.share}
        </button>
      ) : (
        <>
          <span className="small fw-semibold text-body-secondary me-1" aria-hidden="true">
            {w.share}:
          </span>
          {shareLinks(url, title).map(({ name, href }) => (
            <a
              key={name}
              className={buttonClass}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {name}
              <span className="visually-hidden"> {w.newTab}</span>
            </a>
          ))}
          <button type="button" className={buttonClass} onClick={copyLink}>
            {w.copyLink}
          </button>
        </>
      )}
    </div>
  );
}
