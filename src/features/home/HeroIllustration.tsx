import { Drawing } from '../../components/Drawing';
import heroDrawing from './hero.svg?raw';

/**
 * The hero's drawing: a laptop and a phone running an app, in front of a candi bentar
 * (Balinese split gate) with the sun rising through it, above the sea. Inline, and sized by its
 * `viewBox`, so it cannot shift the layout.
 */
export function HeroIllustration({ title }: { title: string }) {
  return <Drawing svg={heroDrawing} title={title} className="hero-illustration" />;
}
