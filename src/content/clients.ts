// Our clients: the names and text marks of Beranda's strip, and what they said about working with
// us. A case study (./caseStudies.ts) names its client here and quotes the client's testimonial,
// so Beranda and the case studies never disagree. The company edits this file; the fields and
// their rules: clientSchema in ./schema.ts, checked at build by ./checkContent.ts.
import type { Localized } from '../lib/useLanguage';
import type { Client } from './schema';

export const clients: Client[] = [
  {
    slug: 'umah-sawah-villas',
    name: 'Umah Sawah Villas',
    sector: { id: 'Vila dan homestay', en: 'Villas and homestays' },
    place: 'Ubud, Gianyar',
    mark: 'US',
    color: '#0d5f66',
    testimonial: {
      quote: {
        id: 'Musim ramai ini yang pertama tanpa satu pun kamar terjual dua kali, dan hampir sepertiga malam kini dipesan langsung.',
        en: 'This high season was the first without a room sold twice, and almost a third of our nights are now booked direct.',
      },
      person: 'Ni Wayan Sukerti',
      role: { id: 'Pemilik, Umah Sawah Villas', en: 'Owner, Umah Sawah Villas' },
    },
  },
  {
    slug: 'koperasi-mertha-sedana',
    name: 'Koperasi Mertha Sedana',
    sector: { id: 'Koperasi simpan pinjam', en: 'Savings and loan co-operative' },
    place: 'Semarapura, Klungkung',
    mark: 'MS',
    color: '#3d3a73',
    testimonial: {
      quote: {
        id: 'Tutup buku bulanan yang dulu makan enam hari kerja kini selesai dalam sehari, dan antrean anggota di kantor jauh berkurang.',
        en: 'The monthly close that took six working days is now done in one, and the queue of members at our office is far shorter.',
      },
      person: 'Ni Ketut Ariani',
      role: {
        id: 'Ketua Pengurus, Koperasi Mertha Sedana',
        en: 'Chair of the board, Koperasi Mertha Sedana',
      },
    },
  },
  {
    slug: 'desa-tegal-asri',
    name: 'Pemerintah Desa Tegal Asri',
    sector: { id: 'Pemerintah desa', en: 'Village government' },
    place: 'Abiansemal, Badung',
    mark: 'TA',
    color: '#1f5e3a',
    testimonial: {
      quote: {
        id: 'Warga tidak lagi bolak-balik ke kantor desa menanyakan suratnya. Sebagian besar surat kini selesai di hari yang sama.',
        en: 'Residents no longer keep coming to the office to ask about their letter. Most letters are now done the same day.',
      },
      person: 'I Made Suarjana',
      role: { id: 'Perbekel Desa Tegal Asri', en: 'Village head (perbekel), Tegal Asri' },
    },
  },
  {
    slug: 'kopi-tepi-danau',
    name: 'Kopi Tepi Danau',
    sector: { id: 'Kafe dan sangrai kopi', en: 'Cafés and coffee roastery' },
    place: 'Bedugul, Tabanan',
    mark: 'KT',
    color: '#8a3c12',
    testimonial: {
      quote: {
        id: 'Tutup kasir dulu hampir satu jam di setiap cabang, sekarang sepuluh menit. Saat internet putus, kasir tetap jalan.',
        en: 'Closing the till took almost an hour at each branch; now it takes ten. When the internet drops, the till keeps working.',
      },
      person: 'I Gede Artawan',
      role: { id: 'Pemilik, Kopi Tepi Danau', en: 'Owner, Kopi Tepi Danau' },
    },
  },
  {
    slug: 'klinik-sari-husada',
    name: 'Klinik Pratama Sari Husada',
    sector: { id: 'Klinik pratama', en: 'Primary care clinic' },
    place: 'Sanur, Denpasar',
    mark: 'SH',
    color: '#6b2a4a',
  },
  {
    slug: 'smk-bina-wisata',
    name: 'SMK Pariwisata Bina Wisata',
    sector: { id: 'Sekolah kejuruan pariwisata', en: 'Vocational tourism school' },
    place: 'Kuta, Badung',
    mark: 'BW',
    color: '#1b4f72',
  },
];

/**
 * The testimonials Beranda shows, in order: two or three clients, each with the slug of its case
 * study in ./caseStudies.ts (named here, so Beranda loads no case study's copy; the build checks
 * the case study is that client's).
 */
export const featuredTestimonials: readonly { client: string; caseStudy: string }[] = [
  { client: 'umah-sawah-villas', caseStudy: 'reservasi-umah-sawah-villas' },
  { client: 'koperasi-mertha-sedana', caseStudy: 'aplikasi-anggota-koperasi-mertha-sedana' },
  { client: 'desa-tegal-asri', caseStudy: 'desa-tegal-asri-layanan-surat' },
];

export function findClient(slug: string): Client | undefined {
  return clients.find((client) => client.slug === slug);
}

export interface ClientProofCopy {
  /** The strip's heading. */
  strip: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** Visible link text; the client's name follows for screen readers. */
  readStudy: string;
  all: string;
}

/** Beranda's client strip and testimonials. */
export const clientProofCopy: Localized<ClientProofCopy> = {
  id: {
    strip: 'Dipercaya oleh vila, koperasi, desa, dan UMKM di Bali',
    eyebrow: 'Studi kasus',
    title: 'Kata klien kami',
    lead: 'Hasil yang bisa diukur, diceritakan oleh orang-orang yang memakai aplikasinya setiap hari.',
    readStudy: 'Baca studi kasus',
    all: 'Lihat semua studi kasus',
  },
  en: {
    strip: 'Trusted by villas, co-operatives, villages and small businesses in Bali',
    eyebrow: 'Case studies',
    title: 'What our clients say',
    lead: 'Results you can measure, told by the people who use the apps every day.',
    readStudy: 'Read the case study',
    all: 'See all case studies',
  },
};
