// Demo questions shared by the landings and the template pages.
import type { FaqItem } from '../types';

export const demoFaq: readonly FaqItem[] = [
  {
    question: { id: 'Apakah ada masa uji coba?', en: 'Is there a free trial?' },
    answer: {
      id: 'Ya, 14 hari untuk semua paket, tanpa kartu kredit.',
      en: 'Yes, 14 days on every plan, no credit card needed.',
    },
  },
  {
    question: {
      id: 'Bisakah saya berganti paket kapan saja?',
      en: 'Can I change plans at any time?',
    },
    answer: {
      id: 'Bisa. Selisih biaya dihitung per hari pada tagihan berikutnya.',
      en: 'Yes. The difference is prorated by the day on your next invoice.',
    },
  },
  {
    question: {
      id: 'Metode pembayaran apa yang diterima?',
      en: 'Which payment methods do you accept?',
    },
    answer: {
      id: 'Transfer bank, QRIS, dan kartu kredit atau debit.',
      en: 'Bank transfer, QRIS, and credit or debit cards.',
    },
  },
  {
    question: { id: 'Di mana data kami disimpan?', en: 'Where is our data stored?' },
    answer: {
      id: 'Di pusat data di Jakarta, dengan cadangan harian terenkripsi.',
      en: 'In data centres in Jakarta, with encrypted daily backups.',
    },
  },
];
