/**
 * The name of the public page on screen ('' on the admin area and template material), for the
 * WhatsApp button's prefilled message (docs/product.md#whatsapp). PageMeta sets it while it
 * renders; the button, the page's next sibling in the same Suspense boundary, reads it in the
 * same pass: the prerenderer and hydration render them in that order too. Written during
 * render on purpose: the prerendered link must name the page, and no effect runs there.
 */
export const pageTopic = { name: '' };

export function setPageTopic(name: string): void {
  pageTopic.name = name;
}
