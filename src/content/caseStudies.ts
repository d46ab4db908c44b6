// Our case studies: the client (./clients.ts), the product used, a title and a summary, which
// the list, Beranda and the product pages show. The rest of /studi-kasus/<slug> lives in
// ./caseStudyDetails.ts, loaded with that page only. The fields and their rules: caseStudySchema
// in ./schema.ts, checked at build by ./checkContent.ts.
import type { Localized } from '../lib/useLanguage';
import type { CaseStudy } from './schema';

/** Newest first. */
export const caseStudies: CaseStudy[] = [
  {
    slug: 'reservasi-umah-sawah-villas',
    client: 'umah-sawah-villas',
    product: 'villa-reservasi',
    title: {
      id: 'Sembilan vila di Ubud, satu kalender, nol pemesanan ganda',
      en: 'Nine villas in Ubud, one calendar, no double bookings',
    },
    summary: {
      id: 'Umah Sawah Villas menjual kamarnya di empat OTA dan lewat WhatsApp. Dengan Segara Reservasi, semua pesanan masuk ke satu kalender dan pemesanan langsung naik dari 9% menjadi 31%.',
      en: 'Umah Sawah Villas sold its rooms on four OTAs and over WhatsApp. With Segara Reservasi every booking lands in one calendar, and direct bookings rose from 9% to 31%.',
    },
    published: '2026-09-15',
  },
  {
    slug: 'desa-tegal-asri-layanan-surat',
    client: 'desa-tegal-asri',
    product: 'desa-digital',
    title: {
      id: 'Surat desa selesai di hari yang sama di Tegal Asri',
      en: 'Village letters done the same day in Tegal Asri',
    },
    summary: {
      id: 'Desa percontohan Segara Desa: warga mengajukan surat dari ponsel, perangkat desa memprosesnya dalam satu aplikasi, dan waktu tunggu turun dari tiga hari menjadi rata-rata empat jam.',
      en: 'The pilot village of Segara Desa: residents request letters from their phones, officials process them in one app, and the wait fell from three days to four hours on average.',
    },
    published: '2026-06-02',
  },
  {
    slug: 'kasir-kopi-tepi-danau',
    client: 'kopi-tepi-danau',
    product: 'kasir-warung',
    title: {
      id: 'Tiga kafe di Bedugul yang tetap berjualan saat internet putus',
      en: 'Three cafés in Bedugul that keep selling when the internet drops',
    },
    summary: {
      id: 'Kopi Tepi Danau memakai Segara Kasir di tiga cabang dan gudang sangrainya. Tutup kasir kini sepuluh menit, dan pembayaran QRIS naik dari 12% menjadi 58% transaksi.',
      en: 'Kopi Tepi Danau runs Segara Kasir at three branches and its roastery. Closing the till now takes ten minutes, and QRIS payments rose from 12% to 58% of sales.',
    },
    published: '2025-11-20',
  },
  {
    slug: 'aplikasi-anggota-koperasi-mertha-sedana',
    client: 'koperasi-mertha-sedana',
    title: {
      id: 'Aplikasi anggota dan pembukuan untuk koperasi di Klungkung',
      en: 'A member app and bookkeeping for a co-operative in Klungkung',
    },
    summary: {
      id: 'Aplikasi Android untuk 2.050 anggota dan sistem pembukuan web untuk pengurus, dibuat khusus. Tutup buku bulanan turun dari enam hari kerja menjadi satu hari.',
      en: 'A custom Android app for 2,050 members and a web bookkeeping system for the board. The monthly close fell from six working days to one.',
    },
    published: '2025-04-08',
  },
];

export function findCaseStudy(slug: string): CaseStudy | undefined {
  return caseStudies.find((caseStudy) => caseStudy.slug === slug);
}

/** The case studies in which `productSlug` was used. */
export function caseStudiesOfProduct(productSlug: string): CaseStudy[] {
  return caseStudies.filter((caseStudy) => caseStudy.product === productSlug);
}

export interface CaseStudyCardCopy {
  /** Visible link text; the case study's title follows for screen readers. */
  read: string;
  /** The product page's section: `{product}` is the product's name. */
  productSectionTitle: string;
  productSectionLead: string;
  all: string;
}

/** What a case study card and the sections linking the case studies say. */
export const caseStudyCardCopy: Localized<CaseStudyCardCopy> = {
  id: {
    read: 'Baca studi kasus',
    productSectionTitle: '{product} di lapangan',
    productSectionLead: 'Bagaimana klien kami memakainya, dan apa hasilnya.',
    all: 'Lihat semua studi kasus',
  },
  en: {
    read: 'Read the case study',
    productSectionTitle: '{product} in the field',
    productSectionLead: 'How our clients use it, and what came of it.',
    all: 'See all case studies',
  },
};
