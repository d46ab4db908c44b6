// Copy of the Certifications page (/tentang/sertifikasi), once per language.
// Before launch, management must confirm every entry (issuer, scope, year) against the
// actual documents: a certification claim on a public page has to be true and verifiable.
import type { Localized } from '../../lib/useLanguage';
import { company } from '../company';

/** Icons the page maps to bootstrap-icons; content names them, the page draws them. */
export type CertificationIcon = 'security' | 'quality' | 'registry' | 'licence' | 'cloud';

export interface Certification {
  /** Stable key for React lists and tests; never shown. */
  key: string;
  icon: CertificationIcon;
  name: string;
  /** A short label of the kind of document, e.g. "International standard". */
  kind: string;
  /** What it means for a client, in plain words. */
  meaning: string;
  scope: string;
  issuer: string;
  since: string;
}

export interface CertificationsContent {
  meta: { title: string; description: string };
  header: { eyebrow: string; title: string; lead: string };
  list: {
    eyebrow: string;
    title: string;
    lead: string;
    scopeLabel: string;
    issuerLabel: string;
    sinceLabel: string;
    items: Certification[];
  };
  verify: {
    eyebrow: string;
    title: string;
    lead: string;
    steps: { title: string; text: string }[];
    registryLinkLabel: string;
    registryLinkUrl: string;
  };
  procurement: {
    title: string;
    text: string;
    contactLink: string;
  };
}

export const certificationsContent: Localized<CertificationsContent> = {
  id: {
    meta: {
      title: 'Sertifikasi dan Legalitas',
      description: `Sertifikasi ISO/IEC 27001 dan ISO 9001, pendaftaran PSE di Komdigi, NIB, dan status mitra cloud ${company.name}: artinya bagi Anda, ruang lingkupnya, dan cara memverifikasinya.`,
    },
    header: {
      eyebrow: 'Sertifikasi',
      title: 'Sertifikasi dan legalitas',
      lead: 'Sertifikat hanya berarti bila Anda tahu apa yang dijaminnya. Di halaman ini kami jelaskan setiap sertifikasi dan izin yang kami pegang, apa artinya bagi proyek Anda, dan cara memeriksanya sendiri.',
    },
    list: {
      eyebrow: 'Yang kami pegang',
      title: 'Sertifikasi, pendaftaran, dan izin',
      lead: 'Semuanya masih berlaku dan diperiksa ulang sesuai jadwal penerbitnya.',
      scopeLabel: 'Ruang lingkup',
      issuerLabel: 'Penerbit',
      sinceLabel: 'Sejak',
      items: [
        {
          key: 'iso27001',
          icon: 'security',
          name: 'ISO/IEC 27001:2022',
          kind: 'Standar internasional · keamanan informasi',
          meaning:
            'Data Anda dan data pelanggan Anda dikelola dengan aturan tertulis: siapa boleh mengakses apa, bagaimana cadangan dibuat, dan apa yang kami lakukan bila terjadi insiden. Auditor independen memeriksa bahwa aturan itu benar-benar dijalankan, setiap tahun.',
          scope: `Perancangan, pengembangan, pengujian, dan pemeliharaan aplikasi web dan mobile, termasuk layanan hosting terkelola untuk klien, dari kantor ${company.city} dan oleh tim jarak jauh.`,
          issuer:
            'Lembaga sertifikasi yang diakreditasi Komite Akreditasi Nasional (KAN); audit surveilans tahunan.',
          since: '2023 (versi 2022 sejak 2024)',
        },
        {
          key: 'iso9001',
          icon: 'quality',
          name: 'ISO 9001:2015',
          kind: 'Standar internasional · manajemen mutu',
          meaning:
            'Cara kami mengerjakan proyek tidak bergantung pada siapa yang kebetulan bertugas: kebutuhan dicatat, setiap rilis diuji dan disetujui, dan keluhan ditangani dengan prosedur yang jelas sampai selesai.',
          scope:
            'Perancangan, pengembangan, dan dukungan purnajual perangkat lunak pesanan untuk pariwisata, UMKM, koperasi, dan pemerintah desa.',
          issuer:
            'Lembaga sertifikasi yang diakreditasi Komite Akreditasi Nasional (KAN); audit surveilans tahunan.',
          since: '2020',
        },
        {
          key: 'pse',
          icon: 'registry',
          name: 'Penyelenggara Sistem Elektronik (PSE) Lingkup Privat',
          kind: 'Pendaftaran wajib · pemerintah',
          meaning:
            'Sistem elektronik yang kami operasikan sendiri terdaftar resmi di pemerintah, sebagaimana diwajibkan bagi penyelenggara layanan digital di Indonesia. Artinya kami tunduk pada aturan perlindungan data dan bisa dimintai pertanggungjawaban.',
          scope: `Portal klien dan layanan hosting terkelola yang dioperasikan oleh ${company.name}. Aplikasi yang kami bangun untuk Anda didaftarkan atas nama Anda sebagai pemiliknya; kami membantu prosesnya.`,
          issuer:
            'Kementerian Komunikasi dan Digital (Komdigi), dahulu Kementerian Komunikasi dan Informatika.',
          since: '2022',
        },
        {
          key: 'nib',
          icon: 'licence',
          name: 'Nomor Induk Berusaha (NIB)',
          kind: 'Izin usaha · pemerintah',
          meaning: `${company.legalName} adalah badan usaha yang sah dan terdaftar. Anda bisa menandatangani kontrak, menerima faktur pajak, dan mengikutsertakan kami dalam pengadaan yang mensyaratkan legalitas lengkap.`,
          scope:
            'KBLI 62019 (aktivitas pemrograman komputer lainnya), 62020 (konsultasi komputer), dan 63112 (hosting).',
          issuer:
            'Kementerian Investasi dan Hilirisasi/BKPM melalui sistem Online Single Submission Berbasis Risiko (OSS-RBA).',
          since: '2018 (dimutakhirkan ke OSS-RBA pada 2021)',
        },
        {
          key: 'cloud',
          icon: 'cloud',
          name: 'Google Cloud Partner',
          kind: 'Status kemitraan · industri',
          meaning:
            'Tim kami terlatih dan bersertifikat untuk merancang serta menjalankan aplikasi di Google Cloud dan Firebase. Bila ada masalah di sisi platform, kami punya jalur dukungan mitra untuk mengeskalasinya.',
          scope:
            'Arsitektur, migrasi, dan pengelolaan aplikasi di Google Cloud dan Firebase; beberapa anggota tim memegang sertifikasi Google Cloud perorangan.',
          issuer: 'Google Cloud, melalui program Partner Advantage.',
          since: '2021',
        },
      ],
    },
    verify: {
      eyebrow: 'Verifikasi',
      title: 'Cara memverifikasi sertifikat kami',
      lead: 'Jangan hanya percaya logo di situs web, termasuk situs kami. Periksa sendiri dalam tiga langkah.',
      steps: [
        {
          title: 'Minta nomor dan salinan sertifikat',
          text: 'Hubungi kami dan sebutkan sertifikat yang ingin Anda periksa. Kami kirim nomor sertifikat, salinannya, dan ruang lingkup lengkapnya, biasanya dalam satu hari kerja.',
        },
        {
          title: 'Cek di registri penerbit',
          text: 'Cocokkan nomor, nama perusahaan, ruang lingkup, dan masa berlakunya di registri penerbit: direktori lembaga sertifikasi atau IAF CertSearch untuk sertifikat ISO, daftar PSE di situs Komdigi, dan OSS untuk NIB.',
        },
        {
          title: 'Tanyakan bila ada yang tidak cocok',
          text: 'Jika data di registri berbeda dari yang kami sampaikan, beri tahu kami. Kami jelaskan perbedaannya secara tertulis, dan Anda juga boleh menanyakannya langsung ke penerbit.',
        },
      ],
      registryLinkLabel: 'Buka IAF CertSearch, basis data sertifikat ISO terakreditasi',
      registryLinkUrl: 'https://www.iafcertsearch.org/',
    },
    procurement: {
      title: 'Butuh dokumen untuk pengadaan atau tender?',
      text: 'Kami bisa mengirim salinan NIB, NPWP, akta pendirian, sertifikat ISO, ringkasan hasil audit (di bawah perjanjian kerahasiaan), serta jawaban atas kuesioner keamanan vendor Anda.',
      contactLink: 'Minta dokumen lewat halaman kontak',
    },
  },
  en: {
    meta: {
      title: 'Certifications and Registrations',
      description: `${company.name}'s ISO/IEC 27001 and ISO 9001 certificates, PSE registration with Komdigi, business licence and cloud partner status: what each means for you, its scope, and how to verify it.`,
    },
    header: {
      eyebrow: 'Certifications',
      title: 'Certifications and registrations',
      lead: 'A certificate only helps you if you know what it promises. Here is every certification and licence we hold, what it means for your project, and how to check it yourself.',
    },
    list: {
      eyebrow: 'What we hold',
      title: 'Certificates, registrations and licences',
      lead: 'All of them are current and re-examined on their issuers’ schedules.',
      scopeLabel: 'Scope',
      issuerLabel: 'Issued by',
      sinceLabel: 'Since',
      items: [
        {
          key: 'iso27001',
          icon: 'security',
          name: 'ISO/IEC 27001:2022',
          kind: 'International standard · information security',
          meaning:
            'Your data, and your customers’ data, is handled by written rules: who may access what, how backups are made, and what we do when something goes wrong. An independent auditor checks every year that we actually follow them.',
          scope: `Design, development, testing and maintenance of web and mobile apps, including managed hosting for clients, from the ${company.city} office and by remote staff.`,
          issuer:
            'A certification body accredited by Indonesia’s National Accreditation Committee (KAN), with yearly surveillance audits.',
          since: '2023 (2022 edition since 2024)',
        },
        {
          key: 'iso9001',
          icon: 'quality',
          name: 'ISO 9001:2015',
          kind: 'International standard · quality management',
          meaning:
            'How we run your project does not depend on who happens to be on it: requirements are written down, every release is tested and signed off, and complaints follow a clear process until they are closed.',
          scope:
            'Design, development and after-sales support of custom software for tourism, small businesses, cooperatives and village governments.',
          issuer:
            'A certification body accredited by Indonesia’s National Accreditation Committee (KAN), with yearly surveillance audits.',
          since: '2020',
        },
        {
          key: 'pse',
          icon: 'registry',
          name: 'Private Electronic System Operator (PSE Lingkup Privat)',
          kind: 'Mandatory registration · government',
          meaning:
            'The electronic systems we run ourselves are officially registered, as Indonesian law requires of digital service operators. We are bound by the data protection rules that come with it and can be held to them.',
          scope: `The client portal and managed hosting operated by ${company.name}. Apps we build for you are registered in your name as their owner, and we help you with the paperwork.`,
          issuer:
            'Ministry of Communication and Digital Affairs (Komdigi), formerly the Ministry of Communication and Informatics.',
          since: '2022',
        },
        {
          key: 'nib',
          icon: 'licence',
          name: 'Business Identification Number (NIB)',
          kind: 'Business licence · government',
          meaning: `${company.legalName} is a lawful, registered company. You can sign contracts with us, receive tax invoices, and include us in procurements that require full legal documents.`,
          scope:
            'KBLI 62019 (other computer programming), 62020 (computer consultancy) and 63112 (hosting).',
          issuer:
            'Ministry of Investment and Downstream Industry/BKPM, through the risk-based Online Single Submission system (OSS-RBA).',
          since: '2018 (moved to OSS-RBA in 2021)',
        },
        {
          key: 'cloud',
          icon: 'cloud',
          name: 'Google Cloud Partner',
          kind: 'Partner status · industry',
          meaning:
            'Our team is trained and certified to design and run apps on Google Cloud and Firebase. If the platform itself has a problem, we have a partner support channel to escalate it.',
          scope:
            'Architecture, migration and operation of apps on Google Cloud and Firebase; several team members hold individual Google Cloud certifications.',
          issuer: 'Google Cloud, through the Partner Advantage programme.',
          since: '2021',
        },
      ],
    },
    verify: {
      eyebrow: 'Verification',
      title: 'How to verify our certificates',
      lead: 'Don’t take a logo on a website at face value, ours included. Check for yourself in three steps.',
      steps: [
        {
          title: 'Ask us for the number and a copy',
          text: 'Get in touch and tell us which certificate you want to check. We send the certificate number, a copy and its full scope, usually within one working day.',
        },
        {
          title: 'Look it up with the issuer',
          text: 'Match the number, company name, scope and expiry date in the issuer’s registry: the certification body’s directory or IAF CertSearch for ISO certificates, the PSE list on the Komdigi website, and OSS for the NIB.',
        },
        {
          title: 'Ask if anything doesn’t match',
          text: 'If the registry says something different from what we told you, let us know. We will explain the difference in writing, and you are welcome to ask the issuer directly too.',
        },
      ],
      registryLinkLabel: 'Open IAF CertSearch, the database of accredited ISO certificates',
      registryLinkUrl: 'https://www.iafcertsearch.org/',
    },
    procurement: {
      title: 'Need documents for a tender or procurement?',
      text: 'We can send copies of our NIB, tax number (NPWP), deed of establishment and ISO certificates, an audit summary under NDA, and answers to your vendor security questionnaire.',
      contactLink: 'Request documents through our contact page',
    },
  },
};
