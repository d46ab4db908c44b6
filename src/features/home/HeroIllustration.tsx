import heroDrawing from './hero.svg';

/**
 * The hero's drawing: a laptop and a phone running an app, in front of a candi bentar
 * (Balinese split gate) with the sun rising through it, above the sea. A file, so it is cached
 * and adds nothing to the page's JavaScript; its size is set, so it cannot shift the layout.
 */
export function HeroIllustration({ title }: { title: string }) {
  return (
    <img src={heroDrawing} alt={title} width={560} height={440} className="hero-illustration" />
  );
}
