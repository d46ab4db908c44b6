// What the WhatsApp button's prefilled message is about (docs/product.md#whatsapp). A public
// page's route says it in its `handle`, computed from the same source as the page's title; the
// button, outside the page (and free to hydrate in a boundary of its own), reads the deepest
// matched route's answer. A route without one gets no button: the admin area, auth pages and
// template material.
import type { TFunction } from 'i18next';
import { useMatches } from 'react-router-dom';
import type { Language } from './i18n';
import { useT } from './useLanguage';

/** Pages whose message names nothing in particular; `general` is the plain greeting. */
export type WhatsAppGeneralKind =
  'general' | 'company' | 'help' | 'products' | 'careers' | 'blog' | 'caseStudies';

/** Pages about one thing, named in the message: the page's title. */
export type WhatsAppNamedKind = 'product' | 'role' | 'post' | 'caseStudy';

export type WhatsAppTopic =
  { kind: WhatsAppGeneralKind } | { kind: WhatsAppNamedKind; name: string };

/** What a route's handle is given: its loader data, and the page's translations and language. */
export interface WhatsAppPage<Data = unknown> {
  data: Data;
  t: TFunction;
  language: Language;
}

export interface WhatsAppHandle {
  whatsapp?: (page: WhatsAppPage) => WhatsAppTopic;
}

/** A route handle whose topic is computed from the route's loader data (of type `Data`). */
export function whatsappHandle<Data>(
  topic: (page: WhatsAppPage<Data>) => WhatsAppTopic,
): Required<WhatsAppHandle> {
  return { whatsapp: topic as (page: WhatsAppPage) => WhatsAppTopic };
}

/** A route handle for a page whose message names nothing in particular. */
export function whatsappAbout(kind: WhatsAppGeneralKind): Required<WhatsAppHandle> {
  return { whatsapp: () => ({ kind }) };
}

/** The deepest matched route's topic; none where no route gives one. */
export function whatsappTopicOf(
  matches: readonly { handle?: unknown; data?: unknown }[],
  page: Omit<WhatsAppPage, 'data'>,
): WhatsAppTopic | undefined {
  const match = matches.findLast((m) => (m.handle as WhatsAppHandle | undefined)?.whatsapp);
  const topic = (match?.handle as WhatsAppHandle | undefined)?.whatsapp;
  return match && topic?.({ ...page, data: match.data });
}

/** The message a visitor sends about `topic`, in the language of `t`. */
export function whatsappMessage(topic: WhatsAppTopic, t: TFunction): string {
  return topic.kind === 'general'
    ? t('whatsapp.greeting')
    : t(`whatsapp.topic.${topic.kind}`, 'name' in topic ? { name: topic.name } : {});
}

/** The message for the page on screen, or undefined where the page has no WhatsApp button. */
export function useWhatsAppMessage(): string | undefined {
  const { t, language } = useT();
  const topic = whatsappTopicOf(useMatches(), { t, language });
  return topic && whatsappMessage(topic, t);
}
