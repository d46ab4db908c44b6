import checkCircle from 'bootstrap-icons/icons/check-circle-fill.svg?raw';
import arrowRight from 'bootstrap-icons/icons/arrow-right.svg?raw';
import type { HeroData } from '../../../content/template/types';
import { Icon } from '../../../components/Icon';
import { DemoLink } from '../DemoLink';
import { useText } from '../useText';
import { HeroArt } from './HeroArt';

/**
 * The hero of a landing demo. `variant` picks the layout (words beside the art, art first,
 * centred with the art below, on a dark or gradient band, or a large typographic opening);
 * `art` picks the picture. `headingLevel` 2 lets the docs show heroes under their own h1.
 */
export function LandingHero({
  hero,
  headingId,
  headingLevel = 1,
}: {
  hero: HeroData;
  headingId: string;
  headingLevel?: 1 | 2;
}) {
  const text = useText();
  const Heading = `h${headingLevel}` as const;
  const stacked = hero.variant === 'centered' || hero.variant === 'gradient';
  const onDark = hero.variant === 'dark' || hero.variant === 'gradient';

  const words = (
    <>
      <span className="eyebrow">{text(hero.eyebrow)}</span>
      <Heading
        id={headingId}
        className={hero.variant === 'minimal' ? 'display-3 mb-4' : 'display-5 mb-4'}
      >
        {text(hero.title)}
      </Heading>
      <p className="lead mb-4 landing-hero__lead">{text(hero.lead)}</p>
      <div
        className={`d-grid d-sm-flex flex-wrap gap-3 mb-4${stacked ? ' justify-content-center' : ''}`}
      >
        <DemoLink className={onDark ? 'btn btn-light btn-lg' : 'btn btn-accent btn-lg'}>
          {text(hero.primary)}
          <Icon svg={arrowRight} className="ms-2" />
        </DemoLink>
        {hero.secondary && (
          <DemoLink
            className={onDark ? 'btn btn-outline-light btn-lg' : 'btn btn-outline-accent btn-lg'}
          >
            {text(hero.secondary)}
          </DemoLink>
        )}
      </div>
      {hero.points && (
        <ul
          className={`list-unstyled d-flex flex-wrap column-gap-4 row-gap-2 mb-0${stacked ? ' justify-content-center' : ''}`}
        >
          {hero.points.map((point) => (
            <li key={point.en} className="d-flex align-items-center">
              <Icon svg={checkCircle} className="landing-hero__check me-2" />
              {text(point)}
            </li>
          ))}
        </ul>
      )}
    </>
  );

  return (
    <section className="landing-hero" data-variant={hero.variant} aria-labelledby={headingId}>
      <div className="container">
        {stacked ? (
          <>
            <div className="text-center mx-auto landing-hero__words">{words}</div>
            <div className="landing-hero__art landing-hero__art--below">
              <HeroArt art={hero.art} />
            </div>
          </>
        ) : (
          <div
            className={`row align-items-center gy-5${hero.variant === 'reverse' ? ' flex-lg-row-reverse' : ''}`}
          >
            <div className={hero.variant === 'minimal' ? 'col-lg-8' : 'col-lg-6'}>{words}</div>
            <div className={hero.variant === 'minimal' ? 'col-lg-4' : 'col-lg-6'}>
              <div className="landing-hero__art">
                <HeroArt art={hero.art} />
              </div>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
