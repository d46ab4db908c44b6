import mapDrawing from './bali-map.svg';

/**
 * A stylised map of Bali with a pin on Denpasar, traced from real coordinates and simplified.
 * A file, so it is cached and adds nothing to the page's JavaScript; its size is set, so it
 * cannot shift the layout.
 */
export function ContactIllustration({ title }: { title: string }) {
  return (
    <img src={mapDrawing} alt={title} width={400} height={300} className="contact-illustration" />
  );
}
