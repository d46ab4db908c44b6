// Copy of the application form on each role's page (features/careers/ApplicationForm), once per
// language. The retention period comes from ./applicationRetention.ts.
import type { Localized } from '../lib/useLanguage';
import { applicationRetentionText } from './applicationRetention';
import { facts, workingDays } from './facts';

export type ApplicationField =
  'name' | 'email' | 'whatsapp' | 'city' | 'cvUrl' | 'portfolioUrl' | 'motivation' | 'consent';

export type ApplicationProblem =
  | 'required'
  | 'emailInvalid'
  | 'whatsappInvalid'
  | 'linkInvalid'
  | 'noLetterOrDigit'
  | 'tooLong'
  | 'consentRequired';

export interface ApplicationFormContent {
  title: string;
  lead: string;
  fields: Record<ApplicationField, string>;
  hints: { whatsapp: string; cvUrl: string; portfolioUrl: string; motivation: string };
  optional: string;
  honeypot: string;
  submit: string;
  busy: string;
  /** `{max}` is replaced with the field's limit. */
  errors: Record<ApplicationProblem, string> & { summary: string };
  /** `reference` labels the application's reference number. */
  sent: { title: string; reference: string; text: string };
  failed: string;
  /** The flood limit said "not yet"; `{wait}` is e.g. "22 jam", `{cap}` the daily cap. */
  throttled: { sameRole: string; dailyCap: string };
}

export const applicationFormContent: Localized<ApplicationFormContent> = {
  id: {
    title: 'Lamar posisi ini',
    lead: 'Isi formulir ini; tidak perlu mengunggah berkas. Tempel tautan ke CV Anda (Google Drive, Dropbox, LinkedIn, atau sejenisnya).',
    fields: {
      name: 'Nama lengkap',
      email: 'Email',
      whatsapp: 'Nomor WhatsApp',
      city: 'Kota domisili',
      cvUrl: 'Tautan CV',
      portfolioUrl: 'Tautan portofolio atau GitHub',
      motivation: 'Mengapa Anda tertarik?',
      consent: `Saya setuju Segara Digital memproses data lamaran ini untuk rekrutmen sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi. Data disimpan ${applicationRetentionText.id} sejak dikirim, lalu dihapus.`,
    },
    hints: {
      whatsapp: 'Contoh: 0812 3456 7890 atau +62 812-3456-7890.',
      cvUrl: 'Diawali https://. Pastikan tautannya bisa dibuka oleh siapa pun yang memilikinya.',
      portfolioUrl: 'Diawali https://.',
      motivation: 'Beberapa kalimat saja.',
    },
    optional: 'opsional',
    honeypot: 'Jangan isi kolom ini',
    submit: 'Kirim lamaran',
    busy: 'Mengirim...',
    errors: {
      required: 'Kolom ini wajib diisi.',
      emailInvalid: 'Alamat email ini tidak valid. Contoh: nama@contoh.co.id',
      whatsappInvalid:
        'Tulis nomor WhatsApp dengan 8 sampai 17 angka, boleh diawali + dan dipisah spasi atau tanda hubung.',
      linkInvalid: 'Tulis tautan lengkap yang diawali https://, tanpa spasi.',
      noLetterOrDigit:
        'Tulis paling sedikit satu huruf atau angka: tanda baca, emoji, dan karakter tak terlihat saja tidak cukup.',
      tooLong: 'Terlalu panjang: paling banyak {max} karakter.',
      consentRequired: 'Kami hanya bisa memproses lamaran Anda dengan persetujuan ini.',
      summary: 'Periksa kembali kolom yang ditandai.',
    },
    sent: {
      title: 'Lamaran terkirim. Terima kasih!',
      reference: 'Nomor referensi',
      text: `Simpan nomor ini dan sebutkan bila Anda menghubungi kami. Kami membalas setiap lamaran dalam ${workingDays(facts.applicationReplyWorkingDays, 'id')}.`,
    },
    failed:
      'Lamaran belum terkirim karena ada gangguan koneksi. Isian Anda masih ada: coba kirim lagi.',
    throttled: {
      sameRole:
        'Kami sudah menerima lamaran Anda untuk posisi ini hari ini. Coba lagi dalam {wait} bila ingin mengirim yang baru. Isian Anda masih ada.',
      dailyCap:
        'Anda sudah mengirim {cap} lamaran hari ini, batas harian kami. Coba lagi dalam {wait}. Isian Anda masih ada.',
    },
  },
  en: {
    title: 'Apply for this role',
    lead: 'Fill in this form; there is no file to upload. Paste a link to your CV (Google Drive, Dropbox, LinkedIn or the like).',
    fields: {
      name: 'Full name',
      email: 'Email',
      whatsapp: 'WhatsApp number',
      city: 'City you live in',
      cvUrl: 'Link to your CV',
      portfolioUrl: 'Link to your portfolio or GitHub',
      motivation: 'Why are you interested?',
      consent: `I agree that Segara Digital processes this application for recruitment under Indonesia’s Personal Data Protection Law (UU No. 27/2022). The data is kept for ${applicationRetentionText.en} after it is sent, then deleted.`,
    },
    hints: {
      whatsapp: 'For example: 0812 3456 7890 or +62 812-3456-7890.',
      cvUrl: 'Starting with https://. Make sure anyone with the link can open it.',
      portfolioUrl: 'Starting with https://.',
      motivation: 'A few sentences will do.',
    },
    optional: 'optional',
    honeypot: 'Leave this field empty',
    submit: 'Send application',
    busy: 'Sending...',
    errors: {
      required: 'This field is required.',
      emailInvalid: 'This email address is not valid. Example: name@example.com',
      whatsappInvalid:
        'Write a WhatsApp number of 8 to 17 digits, optionally starting with + and split by spaces or dashes.',
      linkInvalid: 'Write a full link starting with https://, without spaces.',
      noLetterOrDigit:
        'Write at least one letter or digit: punctuation, emoji and invisible characters alone are not enough.',
      tooLong: 'Too long: at most {max} characters.',
      consentRequired: 'We can only process your application with this consent.',
      summary: 'Please check the marked fields.',
    },
    sent: {
      title: 'Application sent. Thank you!',
      reference: 'Reference number',
      text: `Keep this number and mention it when you contact us. We answer every application within ${workingDays(facts.applicationReplyWorkingDays, 'en')}.`,
    },
    failed:
      'Your application was not sent because of a connection problem. Everything you typed is still here: please try again.',
    throttled: {
      sameRole:
        'We already received your application for this role today. Try again in {wait} if you want to send a new one. Everything you typed is still here.',
      dailyCap:
        'You have sent {cap} applications today, our daily limit. Try again in {wait}. Everything you typed is still here.',
    },
  },
};
