import arrowUp from 'bootstrap-icons/icons/arrow-up.svg?raw';
import { useAboveConsentBanner } from '../../components/consent/bannerHeight';
import { Icon } from '../../components/Icon';
import { useScrolledPast } from '../../lib/useScrolledPast';
import { BACK_TO_TOP_OFFSET } from './navigation';
import { useT } from '../../lib/useLanguage';

/** Appears past 50 px of scroll (docs/product.md#constants); smooth unless the visitor prefers reduced motion. */
export function BackToTop() {
  const { t } = useT();
  const visible = useScrolledPast(BACK_TO_TOP_OFFSET);
  const style = useAboveConsentBanner();
  if (!visible) return null;

  const toTop = () => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };

  return (
    <button type="button" className="back-to-top btn btn-primary" style={style} onClick={toTop}>
      <Icon svg={arrowUp} />
      <span className="visually-hidden">{t('backToTop')}</span>
    </button>
  );
}
