// Open roles at Segara Digital: /tentang/karir and /karir/<slug>. An empty list is valid: the
// careers page then says no role is open and how to send an open application. A role's fields
// and their rules: careerRoleSchema in ./schema.ts.
import type { Localized } from '../lib/useLanguage';
import type { CareerRole, EmploymentType, WorkLocation } from './schema';
import { facts, officeHoursText, workingDays } from './facts';

export const workLocationLabels: Record<WorkLocation, Localized<string>> = {
  denpasar: { id: 'Denpasar (kantor)', en: 'Denpasar (office)' },
  remote: { id: 'Jarak jauh (Indonesia)', en: 'Remote (Indonesia)' },
  hybrid: { id: 'Denpasar / jarak jauh', en: 'Denpasar / remote' },
};

export const employmentTypeLabels: Record<EmploymentType, Localized<string>> = {
  'full-time': { id: 'Penuh waktu', en: 'Full-time' },
  contract: { id: 'Kontrak', en: 'Contract' },
  internship: { id: 'Magang', en: 'Internship' },
};

export const careerRoles: CareerRole[] = [
  {
    slug: 'frontend-engineer',
    title: { id: 'Frontend Engineer (React)', en: 'Frontend Engineer (React)' },
    team: { id: 'Tim Segara Reservasi', en: 'Segara Reservasi team' },
    location: 'hybrid',
    type: 'full-time',
    posted: '2026-11-03',
    closes: '2027-01-31',
    salary: { min: 9_000_000, max: 14_000_000 },
    summary: {
      id: 'Bangun dasbor reservasi dan situs pemesanan langsung yang cepat di jaringan 3G, untuk vila dan homestay di Bali.',
      en: 'Build the booking dashboard and direct-booking sites that stay fast on 3G, for villas and homestays in Bali.',
    },
    responsibilities: {
      id: [
        'Membangun fitur baru di dasbor Segara Reservasi dengan React dan TypeScript.',
        'Menjaga situs pemesanan tamu tetap cepat dan mudah diakses, termasuk dengan keyboard dan pembaca layar.',
        'Menulis tes otomatis dan meninjau kode rekan satu tim.',
        'Sesekali ikut ke vila klien untuk melihat langsung cara staf memakai aplikasi kami.',
      ],
      en: [
        'Build new features in the Segara Reservasi dashboard with React and TypeScript.',
        'Keep the guest booking sites fast and accessible, including by keyboard and screen reader.',
        'Write automated tests and review your teammates’ code.',
        'Now and then, visit a client’s villa to see how staff actually use our app.',
      ],
    },
    requirements: {
      id: [
        'Dua tahun atau lebih membangun aplikasi web dengan React dan TypeScript.',
        'Paham HTML semantik, CSS, dan dasar aksesibilitas web.',
        'Terbiasa dengan Git dan tinjauan kode.',
        'Bisa berkomunikasi tertulis dengan jelas dalam bahasa Indonesia.',
      ],
      en: [
        'Two or more years building web apps with React and TypeScript.',
        'A good grasp of semantic HTML, CSS and web accessibility basics.',
        'At home with Git and code review.',
        'Clear written communication in Indonesian.',
      ],
    },
    niceToHave: {
      id: [
        'Pengalaman dengan sistem pemesanan atau kalender.',
        'Pernah mengukur performa dengan Lighthouse.',
      ],
      en: [
        'Experience with booking systems or calendars.',
        'Has measured performance with Lighthouse.',
      ],
    },
  },
  {
    slug: 'android-engineer',
    title: { id: 'Android Engineer (Kotlin)', en: 'Android Engineer (Kotlin)' },
    team: { id: 'Tim Segara Kasir', en: 'Segara Kasir team' },
    location: 'denpasar',
    type: 'full-time',
    posted: '2026-10-20',
    closes: '2027-01-15',
    salary: { min: 9_000_000, max: 14_000_000 },
    summary: {
      id: 'Kembangkan aplikasi kasir yang dipakai ratusan warung setiap hari — dan tetap berjalan saat internet putus.',
      en: 'Develop the point-of-sale app hundreds of warungs use every day — and that keeps working when the internet drops.',
    },
    responsibilities: {
      id: [
        'Mengembangkan aplikasi Android Segara Kasir dengan Kotlin dan Jetpack Compose.',
        'Menjaga mode luring dan sinkronisasi data tetap andal.',
        'Mengintegrasikan printer struk Bluetooth dan pembayaran QRIS.',
        'Menguji aplikasi di perangkat murah yang benar-benar dipakai klien.',
      ],
      en: [
        'Develop the Segara Kasir Android app with Kotlin and Jetpack Compose.',
        'Keep offline mode and data sync reliable.',
        'Integrate Bluetooth receipt printers and QRIS payments.',
        'Test on the low-cost devices our clients really use.',
      ],
    },
    requirements: {
      id: [
        'Dua tahun atau lebih mengembangkan aplikasi Android dengan Kotlin.',
        'Pengalaman dengan Room atau SQLite dan coroutine.',
        'Pernah merilis aplikasi ke Google Play.',
        'Bersedia bekerja dari kantor kami di Renon, Denpasar.',
      ],
      en: [
        'Two or more years developing Android apps with Kotlin.',
        'Experience with Room or SQLite and coroutines.',
        'Has shipped an app to Google Play.',
        'Happy to work from our office in Renon, Denpasar.',
      ],
    },
    niceToHave: {
      id: ['Pengalaman dengan perintah ESC/POS.', 'Aktif di komunitas pengembang Android.'],
      en: ['Experience with ESC/POS commands.', 'Active in an Android developer community.'],
    },
  },
  {
    slug: 'backend-engineer-pembayaran',
    title: { id: 'Backend Engineer (Pembayaran)', en: 'Backend Engineer (Payments)' },
    team: { id: 'Tim Platform', en: 'Platform team' },
    location: 'remote',
    type: 'full-time',
    posted: '2026-11-10',
    closes: '2027-02-07',
    salary: { min: 11_000_000, max: 17_000_000 },
    summary: {
      id: 'Rancang dan rawat integrasi QRIS, virtual account, dan webhook yang menggerakkan uang klien kami.',
      en: 'Design and maintain the QRIS, virtual account and webhook integrations that move our clients’ money.',
    },
    responsibilities: {
      id: [
        'Membangun dan merawat layanan pembayaran dengan Go dan PostgreSQL.',
        'Mengintegrasikan payment gateway baru dan menangani rekonsiliasi harian.',
        'Menyelidiki masalah pembayaran bersama tim dukungan.',
        'Menulis dokumentasi dan artikel troubleshooting untuk blog kami.',
      ],
      en: [
        'Build and maintain payment services with Go and PostgreSQL.',
        'Integrate new payment gateways and handle daily reconciliation.',
        'Investigate payment issues with the support team.',
        'Write documentation and troubleshooting articles for our blog.',
      ],
    },
    requirements: {
      id: [
        'Tiga tahun atau lebih membangun layanan backend di produksi.',
        'Paham transaksi basis data, idempotensi, dan antrean pesan.',
        'Pernah mengintegrasikan API pihak ketiga dengan webhook.',
        'Bisa bekerja mandiri dari zona waktu WIB, WITA, atau WIT.',
      ],
      en: [
        'Three or more years building backend services in production.',
        'Understands database transactions, idempotency and message queues.',
        'Has integrated third-party APIs with webhooks.',
        'Works independently from the WIB, WITA or WIT time zone.',
      ],
    },
    niceToHave: {
      id: ['Pengalaman dengan standar QRIS atau SNAP BI.', 'Pengalaman dengan Go.'],
      en: ['Experience with the QRIS or SNAP BI standards.', 'Experience with Go.'],
    },
    benefits: {
      id: ['Tiket pesawat ke Denpasar setiap kuartal untuk perencanaan bersama.'],
      en: ['A flight to Denpasar every quarter for team planning.'],
    },
  },
  {
    slug: 'customer-success-pelatih',
    title: { id: 'Customer Success & Pelatih', en: 'Customer Success & Trainer' },
    team: { id: 'Tim Klien', en: 'Client team' },
    location: 'denpasar',
    type: 'full-time',
    posted: '2026-10-28',
    closes: '2027-01-22',
    salary: { min: 5_500_000, max: 7_500_000 },
    summary: {
      id: 'Dampingi warung, vila, dan kantor desa saat mulai memakai aplikasi kami, dan jadilah suara mereka di tim.',
      en: 'Guide warungs, villas and village offices as they start using our apps, and be their voice in the team.',
    },
    responsibilities: {
      id: [
        'Melatih kasir, resepsionis, dan perangkat desa, di kantor kami maupun di lokasi klien.',
        'Menjawab pertanyaan klien lewat WhatsApp dan telepon di jam kerja.',
        'Mengubah keluhan menjadi tiket yang jelas untuk tim produk.',
        'Menulis panduan instalasi dan video singkat.',
      ],
      en: [
        'Train cashiers, receptionists and village officials, at our office and on site.',
        'Answer client questions on WhatsApp and by phone during office hours.',
        'Turn complaints into clear tickets for the product team.',
        'Write installation guides and short videos.',
      ],
    },
    requirements: {
      id: [
        'Sabar, ramah, dan senang menjelaskan hal teknis dengan bahasa sederhana.',
        'Memiliki SIM C dan bersedia berkendara ke lokasi klien di Bali.',
        'Fasih berbahasa Indonesia; bisa berbahasa Bali menjadi nilai tambah besar.',
        'Terbiasa memakai ponsel dan tablet Android.',
      ],
      en: [
        'Patient, friendly and happy to explain technical things simply.',
        'Holds a motorbike licence and is willing to ride to clients around Bali.',
        'Fluent in Indonesian; Balinese is a big plus.',
        'Comfortable with Android phones and tablets.',
      ],
    },
    niceToHave: {
      id: [
        'Pengalaman bekerja di hotel, kafe, atau kantor desa.',
        'Bisa berbahasa Inggris untuk klien vila.',
      ],
      en: ['Has worked in a hotel, café or village office.', 'Speaks English for villa clients.'],
    },
    benefits: {
      id: ['Tunjangan bensin dan pulsa untuk kunjungan ke klien.'],
      en: ['Fuel and phone allowance for client visits.'],
    },
  },
];

export function findCareerRole(slug: string, roles: readonly CareerRole[] = careerRoles) {
  return roles.find((role) => role.slug === slug);
}

/** Copy of /tentang/karir and the parts every role page shares, once per language. */
export const careersPageContent: Localized<{
  meta: { title: string; description: string };
  header: { eyebrow: string; title: string; lead: string };
  whyTitle: string;
  why: { title: string; text: string }[];
  benefits: string[];
  applyText: string;
}> = {
  id: {
    meta: {
      title: 'Karir',
      description:
        'Lowongan di Segara Digital, Denpasar: frontend, Android, backend pembayaran, dan customer success. Bekerja dari Bali atau jarak jauh.',
    },
    header: {
      eyebrow: 'Perusahaan',
      title: 'Karir di Segara Digital',
      lead: 'Kami tim kecil yang membangun perangkat lunak untuk warung, vila, dan desa. Kalau Anda senang melihat kode Anda dipakai orang sungguhan, mari bicara.',
    },
    whyTitle: 'Cara kami bekerja',
    why: [
      {
        title: 'Dekat dengan pengguna',
        text: 'Setiap orang di tim pernah duduk di samping kasir atau resepsionis yang memakai aplikasi kami.',
      },
      {
        title: 'Jam kerja yang wajar',
        text: `${officeHoursText('id')}. Lembur adalah tanda perencanaan yang salah, bukan kebanggaan.`,
      },
      {
        title: 'Belajar bersama',
        text: 'Anggaran belajar tahunan, satu hari Jumat per bulan untuk eksperimen, dan meetup di kantor kami.',
      },
    ],
    benefits: [
      'Gaji kompetitif yang kami sebutkan sejak wawancara pertama.',
      'BPJS Kesehatan dan Ketenagakerjaan, plus asuransi kesehatan swasta.',
      'Libur hari raya Bali (Galungan, Kuningan, Nyepi) di samping cuti tahunan 14 hari.',
      'Laptop kerja dan anggaran belajar Rp5 juta per tahun.',
    ],
    applyText: `Kirim CV, tautan portofolio atau GitHub, dan beberapa kalimat tentang mengapa Anda tertarik. Kami membalas setiap lamaran dalam ${workingDays(facts.applicationReplyWorkingDays, 'id')}.`,
  },
  en: {
    meta: {
      title: 'Careers',
      description:
        'Open roles at Segara Digital, Denpasar: frontend, Android, payments backend and customer success. Work from Bali or remotely.',
    },
    header: {
      eyebrow: 'Company',
      title: 'Careers at Segara Digital',
      lead: 'We are a small team building software for warungs, villas and villages. If you like seeing your code used by real people, let’s talk.',
    },
    whyTitle: 'How we work',
    why: [
      {
        title: 'Close to our users',
        text: 'Everyone on the team has sat beside a cashier or receptionist using our app.',
      },
      {
        title: 'Sensible hours',
        text: `${officeHoursText('en')}. Overtime is a sign of bad planning, not a badge of honour.`,
      },
      {
        title: 'Learning together',
        text: 'A yearly learning budget, one Friday a month for experiments, and meetups at our office.',
      },
    ],
    benefits: [
      'A competitive salary, stated from the first interview.',
      'National health and employment insurance, plus private health cover.',
      'Balinese holidays (Galungan, Kuningan, Nyepi) on top of 14 days of annual leave.',
      'A work laptop and a learning budget of Rp5 million a year.',
    ],
    applyText: `Send your CV, a link to your portfolio or GitHub, and a few sentences on why you are interested. We answer every application within ${workingDays(facts.applicationReplyWorkingDays, 'en')}.`,
  },
};
