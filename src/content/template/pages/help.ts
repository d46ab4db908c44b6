import rocket from 'bootstrap-icons/icons/rocket-takeoff.svg?raw';
import receipt from 'bootstrap-icons/icons/receipt.svg?raw';
import person from 'bootstrap-icons/icons/person-gear.svg?raw';
import shield from 'bootstrap-icons/icons/shield-lock.svg?raw';
import plug from 'bootstrap-icons/icons/plug.svg?raw';
import phone from 'bootstrap-icons/icons/phone.svg?raw';
import type { TemplatePageRecord } from '../types';
import { demoFaq } from '../shared/faq';

export const helpPage: TemplatePageRecord = {
  meta: {
    title: { id: 'Template: pusat bantuan', en: 'Template: help centre' },
    description: {
      id: 'Contoh pusat bantuan dari template.',
      en: 'A sample help centre of the template.',
    },
  },
  header: {
    eyebrow: { id: 'Pusat bantuan', en: 'Help centre' },
    title: { id: 'Ada yang bisa kami bantu?', en: 'How can we help?' },
    lead: {
      id: 'Cari jawaban atau telusuri topik di bawah.',
      en: 'Search for an answer or browse the topics below.',
    },
  },
  sections: [
    {
      type: 'features',
      heading: {
        eyebrow: { id: 'Topik', en: 'Topics' },
        title: { id: 'Telusuri topik', en: 'Browse topics' },
      },
      items: [
        {
          icon: rocket,
          title: { id: 'Memulai', en: 'Getting started' },
          text: {
            id: 'Akun, tim, dan proyek pertama.',
            en: 'Accounts, teams and your first project.',
          },
        },
        {
          icon: receipt,
          title: { id: 'Tagihan', en: 'Billing' },
          text: { id: 'Faktur, pajak, dan pembayaran.', en: 'Invoices, tax and payments.' },
        },
        {
          icon: person,
          title: { id: 'Akun', en: 'Account' },
          text: {
            id: 'Profil, kata sandi, dan notifikasi.',
            en: 'Profile, password and notifications.',
          },
        },
        {
          icon: shield,
          title: { id: 'Keamanan', en: 'Security' },
          text: {
            id: 'Verifikasi dua langkah dan akses.',
            en: 'Two-step verification and access.',
          },
        },
        {
          icon: plug,
          title: { id: 'Integrasi', en: 'Integrations' },
          text: { id: 'Slack, GitHub, dan WhatsApp.', en: 'Slack, GitHub and WhatsApp.' },
        },
        {
          icon: phone,
          title: { id: 'Aplikasi mobile', en: 'Mobile apps' },
          text: { id: 'Android dan iOS.', en: 'Android and iOS.' },
        },
      ],
    },
    {
      type: 'faq',
      heading: {
        eyebrow: { id: 'FAQ', en: 'FAQ' },
        title: { id: 'Pertanyaan populer', en: 'Popular questions' },
      },
      items: demoFaq,
    },
    {
      type: 'cta',
      title: { id: 'Masih butuh bantuan?', en: 'Still need help?' },
      lead: {
        id: 'Tim dukungan kami membalas dalam satu hari kerja.',
        en: 'Our support team replies within one working day.',
      },
      primary: { id: 'Hubungi dukungan', en: 'Contact support' },
    },
  ],
};
