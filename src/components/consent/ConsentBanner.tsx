import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { consentCopy } from '../../content/consent';
import { storedConsent, storeConsent, type ConsentChoice } from '../../lib/consentChoice';
import { localizePath } from '../../lib/languagePaths';
import { paths } from '../../lib/paths';
import { useLocalized, useLanguage } from '../../lib/useLanguage';
import { setConsentBannerHeight } from './bannerHeight';
import './consentBanner.scss';

interface ConsentBannerProps {
  /** Reopened by the visitor: take focus, and give it back on closing. */
  reopened: boolean;
  onClose: () => void;
}

/**
 * A bar fixed to the bottom of the window asking for analytics consent
 * (docs/architecture.md#analytics-and-consent). Fixed, so it shifts no content.
 */
export function ConsentBanner({ reopened, onClose }: ConsentBannerProps) {
  const copy = useLocalized(consentCopy);
  const language = useLanguage();
  const [current] = useState(storedConsent);
  const banner = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    if (!reopened) return;
    opener.current = document.activeElement;
    banner.current?.focus();
  }, [reopened]);

  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    // For the floating buttons to stand above it (bannerHeight.ts).
    const observer = new ResizeObserver(() => setConsentBannerHeight(element.offsetHeight));
    observer.observe(element);
    return () => {
      observer.disconnect();
      setConsentBannerHeight(0);
    };
  }, []);

  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    import('../../lib/analytics')
      .then((analytics) => analytics.updateAnalyticsConsent(choice))
      .catch((error: unknown) => console.warn('Analytics tidak aktif:', error));
    if (opener.current instanceof HTMLElement && opener.current.isConnected) {
      opener.current.focus();
    }
    onClose();
  };

  return (
    <section
      ref={banner}
      className="consent-banner"
      aria-labelledby="consent-banner-title"
      tabIndex={-1}
    >
      <div className="container consent-banner-inner">
        <p className="consent-banner-text mb-0">
          <strong id="consent-banner-title">{copy.title}</strong> {copy.body}{' '}
          {current && <>{copy.current[current]} </>}
          <a href={localizePath(paths.company.securityPrivacy, language)}>{copy.privacyLink}</a>
        </p>
        <div className="consent-banner-actions">
          <button type="button" className="btn btn-primary" onClick={() => choose('denied')}>
            {copy.decline}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => choose('granted')}>
            {copy.accept}
          </button>
        </div>
      </div>
    </section>
  );
}

let root: Root | undefined;

/** Shows the banner in a React root of its own, outside the page's (and its hydration). */
export function showConsentBanner(reopened: boolean) {
  // Asked for at start-up (reopened false): only until the visitor has answered.
  if (!reopened && storedConsent()) return;
  if (!root) {
    const host = document.createElement('div');
    host.id = 'consent-root';
    document.body.append(host);
    root = createRoot(host);
  }
  const close = () => root?.render(null);
  // A fresh key: a reopened banner reads the stored answer again.
  root.render(<ConsentBanner key={Date.now()} reopened={reopened} onClose={close} />);
}
