// Copy for Kontak (/kontak), once per language. The address, email and numbers themselves
// come from company.ts; this holds only the words around them.
import type { Localized } from '../lib/useLanguage';

export interface ContactContent {
  meta: { title: string; description: string };
  lead: string;
  channelsTitle: string;
  address: { title: string; mapLink: string };
  email: { title: string; note: string };
  phone: { title: string; note: string };
  whatsapp: { title: string; note: string; /** Pre-filled first message. */ greeting: string };
  hours: {
    title: string;
    /** Rows of [days, hours]. */
    rows: [string, string][];
    timeZoneNote: string;
  };
  reply: { title: string; text: string };
  /** Stands where the contact form will go. */
  formSoon: { badge: string; title: string; text: string; email: string; whatsapp: string };
  illustrationTitle: string;
}

export const contactContent: Localized<ContactContent> = {
  id: {
    meta: {
      title: 'Kontak',
      description:
        'Hubungi Segara Digital di Denpasar, Bali: alamat kantor, email, telepon, WhatsApp, dan jam kerja kami.',
    },
    lead: 'Punya proyek, pertanyaan tentang produk kami, atau sekadar ingin berdiskusi? Kami senang mendengarnya.',
    channelsTitle: 'Cara menghubungi kami',
    address: { title: 'Kantor', mapLink: 'Buka di Google Maps' },
    email: { title: 'Email', note: 'Cocok untuk brief proyek dan lampiran.' },
    phone: { title: 'Telepon', note: 'Selama jam kerja.' },
    whatsapp: {
      title: 'WhatsApp',
      note: 'Chat atau pesan suara, kapan saja.',
      greeting: 'Halo Segara Digital, saya ingin bertanya tentang ',
    },
    hours: {
      title: 'Jam kerja',
      rows: [
        ['Senin–Jumat', '09.00–17.00 WITA'],
        ['Sabtu, Minggu dan hari libur nasional', 'Tutup'],
      ],
      timeZoneNote: 'WITA = Waktu Indonesia Tengah (UTC+8).',
    },
    reply: {
      title: 'Seberapa cepat kami membalas',
      text: 'Email dan WhatsApp kami balas dalam satu hari kerja, biasanya jauh lebih cepat. Pesan yang masuk di akhir pekan kami jawab pada hari Senin.',
    },
    formSoon: {
      badge: 'Segera hadir',
      title: 'Formulir kontak sedang kami siapkan',
      text: 'Untuk saat ini, cara tercepat menghubungi kami adalah lewat email atau WhatsApp. Ceritakan sedikit tentang bisnis Anda dan apa yang ingin diselesaikan.',
      email: 'Kirim email',
      whatsapp: 'Chat WhatsApp',
    },
    illustrationTitle: 'Peta Pulau Bali dengan penanda lokasi kantor kami di Denpasar',
  },
  en: {
    meta: {
      title: 'Contact',
      description:
        'Get in touch with Segara Digital in Denpasar, Bali: office address, email, phone, WhatsApp and our office hours.',
    },
    lead: 'Have a project, a question about our products, or just want to talk something through? We would love to hear from you.',
    channelsTitle: 'How to reach us',
    address: { title: 'Office', mapLink: 'Open in Google Maps' },
    email: { title: 'Email', note: 'Best for project briefs and attachments.' },
    phone: { title: 'Phone', note: 'During office hours.' },
    whatsapp: {
      title: 'WhatsApp',
      note: 'Chat or voice notes, any time.',
      greeting: 'Hello Segara Digital, I would like to ask about ',
    },
    hours: {
      title: 'Office hours',
      rows: [
        ['Monday–Friday', '09:00–17:00 WITA'],
        ['Saturday, Sunday and public holidays', 'Closed'],
      ],
      timeZoneNote: 'WITA = Central Indonesia Time (UTC+8).',
    },
    reply: {
      title: 'How quickly we reply',
      text: 'We answer email and WhatsApp within one working day, usually much sooner. Messages sent at the weekend are answered on Monday.',
    },
    formSoon: {
      badge: 'Coming soon',
      title: 'A contact form is on its way',
      text: 'For now, the fastest way to reach us is email or WhatsApp. Tell us a little about your business and what you want to solve.',
      email: 'Send an email',
      whatsapp: 'Chat on WhatsApp',
    },
    illustrationTitle: 'Map of Bali with a pin marking our office in Denpasar',
  },
};
