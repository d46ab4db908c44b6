import { Drawing } from '../../components/Drawing';
import mapDrawing from './bali-map.svg?raw';

/**
 * A stylised map of Bali with a pin on Denpasar, traced from real coordinates and simplified.
 * Inline, and sized by its `viewBox`, so it cannot shift the layout.
 */
export function ContactIllustration({ title }: { title: string }) {
  return <Drawing svg={mapDrawing} title={title} className="contact-illustration" />;
}
