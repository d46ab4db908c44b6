import envelope from 'bootstrap-icons/icons/envelope.svg?raw';
import telephone from 'bootstrap-icons/icons/telephone.svg?raw';
import geo from 'bootstrap-icons/icons/geo-alt.svg?raw';
import type { IconItem, TemplatePageRecord, Text } from '../types';
import { demoFaq } from '../shared/faq';

export const contactPage: TemplatePageRecord & {
  channels: readonly IconItem[];
  form: { title: Text; name: Text; email: Text; message: Text; send: Text };
} = {
  meta: {
    title: { id: 'Template: kontak', en: 'Template: contact' },
    description: {
      id: 'Contoh halaman kontak dari template.',
      en: 'A sample contact page of the template.',
    },
  },
  header: {
    eyebrow: { id: 'Kontak', en: 'Contact' },
    title: { id: 'Mari bicara', en: 'Let’s talk' },
    lead: {
      id: 'Contoh halaman kontak; formulir ini tidak mengirim apa pun.',
      en: 'A sample contact page; this form sends nothing.',
    },
  },
  channels: [
    {
      icon: envelope,
      title: { id: 'Email', en: 'Email' },
      text: { id: 'halo@contoh.id', en: 'hello@example.com' },
    },
    {
      icon: telephone,
      title: { id: 'Telepon', en: 'Phone' },
      text: { id: '+62 361 000 000', en: '+62 361 000 000' },
    },
    {
      icon: geo,
      title: { id: 'Kantor', en: 'Office' },
      text: { id: 'Jl. Contoh No. 1, Denpasar', en: '1 Sample Street, Denpasar' },
    },
  ],
  form: {
    title: { id: 'Kirim pesan', en: 'Send a message' },
    name: { id: 'Nama', en: 'Name' },
    email: { id: 'Email', en: 'Email' },
    message: { id: 'Pesan', en: 'Message' },
    send: { id: 'Kirim', en: 'Send' },
  },
  sections: [
    {
      type: 'faq',
      heading: {
        eyebrow: { id: 'FAQ', en: 'FAQ' },
        title: { id: 'Sebelum menghubungi', en: 'Before you write' },
      },
      items: demoFaq.slice(0, 3),
    },
  ],
};
