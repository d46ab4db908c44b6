// Copy for Kontak (/kontak), once per language. The address, email and numbers themselves
// come from company.ts; this holds only the words around them.
import type { ContactIntent } from '../lib/contactMessages';
import type { Localized } from '../lib/useLanguage';
import { dayRange, facts, officeTimes, workingDays } from './facts';

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
  /** The contact form (features/contact/ContactForm). */
  form: {
    title: string;
    lead: string;
    fields: { name: string; email: string; phone: string; subject: string; message: string };
    /** The product and intent selects; /kontak?produk=…&keperluan=… chooses them. */
    product: { label: string; none: string };
    intent: { label: string; general: string } & Record<ContactIntent, string>;
    optional: string;
    honeypot: string;
    submit: string;
    busy: string;
    errors: {
      nameRequired: string;
      emailRequired: string;
      emailInvalid: string;
      phoneInvalid: string;
      subjectRequired: string;
      messageRequired: string;
      /** Name, subject or message with no visible letter or digit (docs/product.md#the-contact-form). */
      noLetterOrDigit: string;
      /** `{max}` is replaced with the field's limit. */
      tooLong: string;
      summary: string;
    };
    sent: { title: string; text: string; another: string };
    failed: string;
    /** The flood limit said "not yet"; `{wait}` is e.g. "45 detik", `{cap}` the daily cap. */
    throttled: { tooSoon: string; dailyCap: string };
  };
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
        [dayRange(facts.officeHours, 'id'), officeTimes('id')],
        ['Sabtu, Minggu dan hari libur nasional', 'Tutup'],
      ],
      timeZoneNote: 'WITA = Waktu Indonesia Tengah (UTC+8).',
    },
    reply: {
      title: 'Seberapa cepat kami membalas',
      text: `Email dan WhatsApp kami balas dalam ${workingDays(facts.replyWorkingDays, 'id')}, biasanya jauh lebih cepat. Pesan yang masuk di akhir pekan kami jawab pada hari Senin.`,
    },
    form: {
      title: 'Kirim pesan',
      lead: `Ceritakan sedikit tentang bisnis Anda dan apa yang ingin diselesaikan. Kami membalas dalam ${workingDays(facts.replyWorkingDays, 'id')}.`,
      fields: {
        name: 'Nama',
        email: 'Email',
        phone: 'Telepon / WhatsApp',
        subject: 'Subjek',
        message: 'Pesan',
      },
      product: { label: 'Produk', none: 'Belum tahu / lainnya' },
      intent: {
        label: 'Keperluan',
        general: 'Pertanyaan umum',
        demo: 'Jadwalkan demo',
        harga: 'Minta penawaran harga',
        dukungan: 'Dukungan teknis',
      },
      optional: 'opsional',
      honeypot: 'Jangan isi kolom ini',
      submit: 'Kirim pesan',
      busy: 'Mengirim...',
      errors: {
        nameRequired: 'Tulis nama Anda.',
        emailRequired: 'Tulis alamat email Anda.',
        emailInvalid: 'Alamat email ini tidak valid. Contoh: nama@perusahaan.co.id',
        phoneInvalid: 'Nomor telepon hanya boleh berisi angka, spasi, +, - dan tanda kurung.',
        subjectRequired: 'Tulis subjek pesan.',
        messageRequired: 'Tulis pesan Anda.',
        noLetterOrDigit:
          'Tulis paling sedikit satu huruf atau angka: tanda baca, emoji, dan karakter tak terlihat saja tidak cukup.',
        tooLong: 'Terlalu panjang: paling banyak {max} karakter.',
        summary: 'Periksa kembali kolom yang ditandai.',
      },
      sent: {
        title: 'Pesan terkirim. Terima kasih!',
        text: `Kami sudah menerima pesan Anda dan akan membalas ke email yang Anda tulis dalam ${workingDays(facts.replyWorkingDays, 'id')}.`,
        another: 'Kirim pesan lain',
      },
      failed:
        'Pesan belum terkirim karena ada gangguan koneksi. Isian Anda masih ada: coba kirim lagi, atau hubungi kami lewat email atau WhatsApp.',
      throttled: {
        tooSoon:
          'Kami baru saja menerima pesan dari Anda. Coba lagi dalam {wait}. Isian Anda masih ada.',
        dailyCap:
          'Anda sudah mengirim {cap} pesan hari ini, batas harian kami. Coba lagi dalam {wait}, atau hubungi kami lewat email atau WhatsApp. Isian Anda masih ada.',
      },
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
        [dayRange(facts.officeHours, 'en'), officeTimes('en')],
        ['Saturday, Sunday and public holidays', 'Closed'],
      ],
      timeZoneNote: 'WITA = Central Indonesia Time (UTC+8).',
    },
    reply: {
      title: 'How quickly we reply',
      text: `We answer email and WhatsApp within ${workingDays(facts.replyWorkingDays, 'en')}, usually much sooner. Messages sent at the weekend are answered on Monday.`,
    },
    form: {
      title: 'Send a message',
      lead: `Tell us a little about your business and what you want to solve. We reply within ${workingDays(facts.replyWorkingDays, 'en')}.`,
      fields: {
        name: 'Name',
        email: 'Email',
        phone: 'Phone / WhatsApp',
        subject: 'Subject',
        message: 'Message',
      },
      product: { label: 'Product', none: 'Not sure / other' },
      intent: {
        label: 'What is it about?',
        general: 'General question',
        demo: 'Book a demo',
        harga: 'Request a price quote',
        dukungan: 'Technical support',
      },
      optional: 'optional',
      honeypot: 'Leave this field empty',
      submit: 'Send message',
      busy: 'Sending...',
      errors: {
        nameRequired: 'Please enter your name.',
        emailRequired: 'Please enter your email address.',
        emailInvalid: 'This email address is not valid. Example: name@company.com',
        phoneInvalid: 'A phone number may only contain digits, spaces, +, - and brackets.',
        subjectRequired: 'Please enter a subject.',
        messageRequired: 'Please write your message.',
        noLetterOrDigit:
          'Please write at least one letter or digit: punctuation, emoji and invisible characters alone are not enough.',
        tooLong: 'Too long: at most {max} characters.',
        summary: 'Please check the marked fields.',
      },
      sent: {
        title: 'Message sent. Thank you!',
        text: `We have received your message and will reply to the email you gave within ${workingDays(facts.replyWorkingDays, 'en')}.`,
        another: 'Send another message',
      },
      failed:
        'Your message was not sent because of a connection problem. What you wrote is still here: try again, or reach us by email or WhatsApp.',
      throttled: {
        tooSoon:
          'We have just received a message from you. Try again in {wait}. What you wrote is still here.',
        dailyCap:
          'You have sent {cap} messages today, our daily limit. Try again in {wait}, or reach us by email or WhatsApp. What you wrote is still here.',
      },
    },
    illustrationTitle: 'Map of Bali with a pin marking our office in Denpasar',
  },
};
