/**
 * The name of the public page on screen ('' on the admin area and template material), for the
 * WhatsApp button's prefilled message (docs/product.md#whatsapp). PageMeta sets it while it
 * renders; the button, the page's next sibling in the same Suspense boundary, reads it in the
 * same pass: the prerenderer and hydration render them in that order too.
 */
export const pageTopic = { name: '' };
