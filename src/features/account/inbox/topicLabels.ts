// How the inbox names a message's product and intent: the product's name, and the intent as
// the contact form offers it (content/contact.ts), in the admin's language.
import { contactContent } from '../../../content/contact';
import { findProduct } from '../../../content/products';
import type { ContactIntent } from '../../../lib/contactMessages';
import { useLocalized } from '../../../lib/useLanguage';

export interface TopicLabels {
  /** '' for none. */
  product: (slug?: string) => string;
  /** '' for none (a general question). */
  intent: (intent?: ContactIntent) => string;
}

export function useTopicLabels(): TopicLabels {
  const intents = useLocalized(contactContent).form.intent;
  return {
    product: (slug) => (slug ? (findProduct(slug)?.name ?? slug) : ''),
    intent: (intent) => (intent ? intents[intent] : ''),
  };
}
