// Copy of the Bantuan & FAQs page (/tentang/bantuan), once per language. Question ids are
// shared by both languages: they are the answers' anchors (/tentang/bantuan#faq-hosting).
import type { RichBlock } from '../../components/RichText';
import { paths } from '../../lib/paths';
import type { Localized } from '../../lib/useLanguage';
import { company } from '../company';
import { dayRange, facts, officeTimes, workingDays, workingHours } from '../facts';

export interface FaqQuestion {
  id: string;
  question: string;
  answer: readonly RichBlock[];
}

export type FaqTopicIcon = 'start' | 'billing' | 'support' | 'careers';

export interface FaqTopic {
  id: string;
  icon: FaqTopicIcon;
  title: string;
  summary: string;
  questions: readonly FaqQuestion[];
}

export interface HelpContent {
  meta: { description: string };
  eyebrow: string;
  lead: string;
  topicsLabel: string;
  topics: readonly FaqTopic[];
  stillQuestion: {
    title: string;
    body: string;
    cta: string;
    emailPrefix: string;
  };
}

const mailto = (email: string) => ({ text: email, href: `mailto:${email}` });

export const helpContent: Localized<HelpContent> = {
  id: {
    meta: {
      description:
        'Jawaban atas pertanyaan yang paling sering kami terima: cara memulai proyek, model harga, kepemilikan source code, pembayaran dan PPN, dukungan, hosting, karir, dan magang.',
    },
    eyebrow: 'Bantuan',
    lead: 'Pertanyaan yang paling sering kami terima dari calon klien, klien, dan pelamar kerja — dijawab apa adanya, tanpa bahasa marketing.',
    topicsLabel: 'Topik bantuan',
    topics: [
      {
        id: 'memulai-proyek',
        icon: 'start',
        title: 'Memulai proyek',
        summary: 'Dari obrolan pertama sampai sprint pertama.',
        questions: [
          {
            id: 'faq-cara-memulai',
            question: 'Bagaimana sebuah proyek dimulai?',
            answer: [
              `Semuanya dimulai dengan percakapan. Ceritakan masalah yang ingin Anda selesaikan lewat formulir kontak, email, atau WhatsApp; kami membalas dalam ${workingDays(facts.replyWorkingDays, 'id')}.`,
              {
                ordered: true,
                list: [
                  'Panggilan perkenalan 30–45 menit, lewat video atau bertemu langsung di studio kami di Denpasar. Gratis dan tanpa ikatan.',
                  `Kami mengirim ringkasan kebutuhan beserta perkiraan awal berupa rentang biaya dan waktu, biasanya dalam ${facts.estimateWorkingDays.min}–${workingDays(facts.estimateWorkingDays.max, 'id')}.`,
                  'Jika cakupannya belum jelas, kami menyarankan fase discovery berbayar selama 1–2 minggu: lokakarya, wireframe, dan rencana teknis. Hasilnya tetap milik Anda walaupun Anda tidak melanjutkan bersama kami.',
                  'Setelah penawaran dan kontrak disetujui serta uang muka diterima, kami menjadwalkan kickoff dan sprint pertama.',
                ],
              },
            ],
          },
          {
            id: 'faq-model-harga',
            question: 'Model harga apa saja yang Anda tawarkan?',
            answer: [
              'Ada tiga model. Kami akan menyarankan yang paling cocok dengan seberapa pasti cakupan proyek Anda:',
              {
                terms: [
                  {
                    term: 'Harga tetap',
                    detail:
                      'Untuk cakupan yang jelas dan terdokumentasi. Harga, jadwal, dan hasil disepakati di awal; perubahan cakupan dibahas lewat permintaan perubahan tertulis.',
                  },
                  {
                    term: 'Waktu & material',
                    detail:
                      'Tarif harian per peran, ditagih bulanan berdasarkan timesheet yang bisa Anda periksa. Cocok untuk produk yang masih terus berkembang.',
                  },
                  {
                    term: 'Retainer bulanan',
                    detail:
                      'Satu atau beberapa engineer dengan kuota jam tetap setiap bulan, untuk pengembangan lanjutan sekaligus pemeliharaan.',
                  },
                ],
              },
              'Semua harga dalam rupiah dan belum termasuk PPN. Penawaran tertulis berlaku 30 hari.',
            ],
          },
          {
            id: 'faq-durasi',
            question: 'Berapa lama waktu yang dibutuhkan untuk membuat aplikasi?',
            answer: [
              'Bergantung pada cakupannya. Sebagai gambaran dari proyek-proyek kami sebelumnya:',
              {
                list: [
                  'Situs profil perusahaan atau landing page: 2–4 minggu.',
                  'Aplikasi web dengan login, dasbor admin, dan laporan (versi pertama/MVP): 2–4 bulan.',
                  'Aplikasi mobile Android dan iOS beserta backend-nya: 3–6 bulan.',
                ],
              },
              'Kami bekerja dalam sprint dua mingguan dan mendemokan hasilnya di akhir setiap sprint, jadi Anda melihat kemajuan nyata sejak bulan pertama. Jadwal lebih sering mundur karena menunggu konten, akses, atau persetujuan daripada karena kode, maka sejak awal kami memberi tahu apa saja yang kami perlukan dari Anda dan kapan.',
            ],
          },
          {
            id: 'faq-klien-luar-negeri',
            question: 'Apakah Anda melayani klien di luar negeri secara jarak jauh?',
            answer: [
              'Ya. Kami bekerja dari Bali (WITA, UTC+8) dan terbiasa berkolaborasi sepenuhnya jarak jauh:',
              {
                list: [
                  'Jam kerja kami sama dengan Singapura dan Perth, hanya selisih 2–3 jam dengan Sydney dan Melbourne, dan sore hari kami bertepatan dengan pagi hari di Eropa.',
                  'Untuk zona waktu Amerika, kami menyepakati satu slot rapat tetap setiap minggu dan selebihnya bekerja secara asinkron lewat pesan, papan tugas, dan catatan tertulis.',
                  'Rapat lewat Google Meet, Zoom, atau Microsoft Teams, mengikuti alat yang dipakai tim Anda.',
                  'Dokumen, laporan, dan komunikasi bisa sepenuhnya dalam bahasa Inggris.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'kontrak-pembayaran',
        icon: 'billing',
        title: 'Kontrak, pembayaran & kepemilikan',
        summary: 'Siapa memiliki apa, dan kapan tagihan datang.',
        questions: [
          {
            id: 'faq-kepemilikan-kode',
            question: 'Siapa pemilik source code aplikasi saya?',
            answer: [
              'Anda. Setelah seluruh tagihan proyek dilunasi, hak cipta atas source code, desain, dan dokumentasi yang kami buat khusus untuk proyek Anda beralih kepada Anda, sebagaimana tertulis dalam kontrak.',
              'Sejak hari pertama kode disimpan di repositori Git atas nama organisasi Anda (misalnya di GitHub atau GitLab), bukan di akun kami, sehingga Anda tidak pernah terkunci pada kami.',
              'Dua pengecualian selalu kami sebutkan di penawaran: pustaka open source tetap berada di bawah lisensinya masing-masing, dan komponen internal yang sudah kami miliki sebelum proyek Anda diberikan kepada Anda dengan lisensi permanen tanpa biaya tambahan.',
            ],
          },
          {
            id: 'faq-pembayaran',
            question: 'Bagaimana ketentuan pembayarannya?',
            answer: [
              `Kami menagih dalam rupiah (IDR) melalui transfer ke rekening bank atas nama ${company.legalName}. Untuk proyek harga tetap, pola yang biasa kami pakai:`,
              {
                list: [
                  '30% uang muka saat kontrak ditandatangani.',
                  '40% dibagi per milestone yang disepakati, misalnya setelah demo fitur utama.',
                  '30% setelah serah terima dan uji penerimaan (UAT) selesai.',
                ],
              },
              'Proyek waktu & material dan retainer ditagih setiap bulan. Invoice jatuh tempo 14 hari setelah tanggal terbit. Klien di luar negeri dapat membayar lewat transfer internasional; nilai tukar dan biaya bank dicantumkan di invoice.',
            ],
          },
          {
            id: 'faq-faktur-ppn',
            question: 'Apakah invoice sudah termasuk PPN, dan apakah saya mendapat faktur pajak?',
            answer: [
              'Harga di penawaran kami belum termasuk PPN. Sebagai Pengusaha Kena Pajak (PKP), kami mengenakan PPN sesuai tarif yang berlaku dan menerbitkan faktur pajak elektronik untuk setiap invoice.',
              {
                list: [
                  'Kirimkan NPWP, nama, dan alamat sesuai NPWP sebelum invoice pertama agar faktur pajak terbit atas nama perusahaan Anda.',
                  'Jika perusahaan Anda memotong PPh Pasal 23 atas jasa kami, mohon kirimkan bukti potongnya supaya pembukuan kedua pihak cocok.',
                  'Untuk klien di luar negeri, perlakuan pajaknya kami jelaskan di penawaran.',
                ],
              },
            ],
          },
          {
            id: 'faq-nda',
            question: 'Bersediakah Anda menandatangani NDA?',
            answer: [
              'Tentu, bahkan sebelum panggilan pertama jika ide Anda masih rahasia. Kami bisa menandatangani NDA dari Anda atau memakai templat NDA timbal balik kami. Untuk pihak Indonesia kami menyiapkannya dalam dua bahasa, karena perjanjian dengan pihak Indonesia wajib memakai bahasa Indonesia.',
              'Selain itu, setiap karyawan dan kontraktor kami terikat kewajiban kerahasiaan dalam kontraknya, dan kami tidak menampilkan proyek Anda di portofolio tanpa izin tertulis dari Anda.',
            ],
          },
        ],
      },
      {
        id: 'dukungan-hosting',
        icon: 'support',
        title: 'Dukungan, hosting & data',
        summary: 'Setelah aplikasi Anda tayang.',
        questions: [
          {
            id: 'faq-jam-dukungan',
            question: 'Kapan jam layanan dukungan dan pemeliharaan?',
            answer: [
              `Tim dukungan kami aktif ${dayRange(facts.officeHours, 'id')} pukul ${officeTimes('id')} (UTC+8), kecuali hari libur nasional dan hari raya di Bali seperti Nyepi, Galungan, dan Kuningan. Waktu respons bergantung pada prioritas laporan:`,
              {
                terms: [
                  {
                    term: 'Kritis — aplikasi tidak bisa dipakai',
                    detail: `Respons dalam ${workingHours(facts.supportResponse.criticalHours, 'id')}. Dengan paket dukungan prioritas, kami siaga 24/7 termasuk akhir pekan dan hari libur.`,
                  },
                  {
                    term: 'Tinggi — fitur penting terganggu',
                    detail: `Respons dalam ${workingHours(facts.supportResponse.highHours, 'id')}.`,
                  },
                  {
                    term: 'Normal — pertanyaan dan permintaan kecil',
                    detail: `Respons dalam ${workingDays(facts.supportResponse.normalWorkingDays, 'id')}.`,
                  },
                ],
              },
              'Setiap laporan mendapat nomor tiket agar mudah dilacak. Menjelang Nyepi, saat seluruh Bali berhenti beraktivitas selama 24 jam, kami mengumumkan jadwal siaga darurat jauh hari sebelumnya.',
            ],
          },
          {
            id: 'faq-hosting',
            question: 'Di mana aplikasi saya akan di‑hosting?',
            answer: [
              'Anda yang memilih. Sebagian besar proyek kami berjalan di Google Cloud dan Firebase, tetapi kami juga bekerja dengan AWS, penyedia cloud lokal, atau server milik Anda sendiri.',
              'Kami menyarankan akun hosting dan domain didaftarkan atas nama perusahaan Anda, dengan akses untuk tim kami. Biaya hosting Anda bayar langsung ke penyedia, tanpa markup dari kami.',
              'Jika data harus tetap berada di Indonesia, misalnya karena regulasi sektor keuangan atau kesehatan, kami memakai pusat data di region Jakarta.',
            ],
          },
          {
            id: 'faq-setelah-rilis',
            question: 'Apa yang terjadi setelah aplikasi diluncurkan?',
            answer: [
              'Setiap proyek harga tetap mendapat masa garansi 3 bulan setelah peluncuran: bug pada fitur yang kami bangun kami perbaiki tanpa biaya.',
              'Setelah itu ada tiga pilihan:',
              {
                list: [
                  'Paket pemeliharaan bulanan: pembaruan keamanan dan dependensi, pemantauan, cadangan data, dan kuota jam untuk perubahan kecil.',
                  'Bayar per permintaan, berdasarkan estimasi yang Anda setujui terlebih dahulu.',
                  'Diambil alih tim Anda sendiri. Kami menyerahkan dokumentasi dan mengadakan sesi alih pengetahuan.',
                ],
              },
            ],
          },
          {
            id: 'faq-pelindungan-data',
            question: 'Bagaimana Anda menjaga data pengguna aplikasi saya?',
            answer: [
              'Kami merancang aplikasi dengan mengikuti UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP): hanya mengumpulkan data yang diperlukan, mengenkripsi data saat dikirim dan disimpan, dan membatasi akses tim kami pada yang dibutuhkan untuk bekerja.',
              'Dalam proyek Anda, biasanya Anda adalah pengendali data pribadi dan kami prosesor yang bekerja atas instruksi Anda. Pembagian peran ini kami tuangkan dalam perjanjian pemrosesan data.',
              [
                'Praktik kami selengkapnya ada di halaman ',
                { text: 'Keamanan & Privasi', href: paths.company.securityPrivacy },
                '.',
              ],
            ],
          },
        ],
      },
      {
        id: 'karir-magang',
        icon: 'careers',
        title: 'Karir & magang',
        summary: 'Untuk yang ingin bergabung dengan tim kami.',
        questions: [
          {
            id: 'faq-melamar',
            question: 'Bagaimana cara melamar kerja di Segara Digital?',
            answer: [
              [
                'Lihat lowongan yang sedang dibuka di halaman ',
                { text: 'Karir', href: paths.company.careers },
                '. Kirim CV, tautan portofolio atau profil GitHub, dan beberapa kalimat tentang alasan Anda tertarik ke ',
                mailto(company.careersEmail),
                ', dengan posisi yang Anda lamar di subjek email.',
              ],
              'Prosesnya: seleksi berkas, obrolan santai 30 menit, tugas teknis singkat (paling lama 3 jam) atau pembahasan kode dari proyek Anda sendiri, lalu wawancara dengan tim. Setiap pelamar kami kabari dalam dua minggu, termasuk jika belum berhasil.',
              'Belum ada lowongan yang cocok? Kirim lamaran terbuka. Dengan persetujuan Anda, kami menyimpannya selama 12 bulan untuk lowongan berikutnya.',
            ],
          },
          {
            id: 'faq-magang',
            question: 'Apakah ada program magang untuk mahasiswa di Bali?',
            answer: [
              'Ada. Setiap semester kami menerima beberapa mahasiswa dari kampus di Bali, misalnya dari jurusan informatika, sistem informasi, dan desain komunikasi visual, untuk magang selama 3–6 bulan.',
              {
                list: [
                  'Anda mengerjakan proyek nyata bersama seorang mentor, bukan sekadar tugas latihan.',
                  'Kami memenuhi persyaratan kampus: surat penerimaan, logbook, penilaian pembimbing lapangan, dan magang yang diakui sebagai SKS.',
                  `Magang dilakukan di studio kami di ${company.city} dan mendapat uang saku bulanan.`,
                ],
              },
              [
                'Pendaftaran dibuka sekitar dua bulan sebelum semester dimulai. Kirimkan CV, transkrip nilai, dan surat pengantar dari kampus ke ',
                mailto(company.careersEmail),
                '.',
              ],
            ],
          },
          {
            id: 'faq-kerja-jarak-jauh',
            question: 'Bisakah saya bekerja jarak jauh?',
            answer: [
              `Kami bekerja secara hibrida: tim di Bali bekerja bersama di studio di ${company.city} setiap ${dayRange(facts.studioDays, 'id')}. Beberapa posisi senior terbuka untuk kerja jarak jauh penuh dari mana saja di Indonesia, asalkan jam kerja Anda beririsan paling sedikit empat jam dengan WITA.`,
              'Ketentuan untuk setiap posisi tertulis di lowongannya.',
            ],
          },
        ],
      },
    ],
    stillQuestion: {
      title: 'Masih punya pertanyaan?',
      body: `Tulis kepada kami. Kami membalas dalam ${workingDays(facts.replyWorkingDays, 'id')}, dalam bahasa Indonesia atau Inggris.`,
      cta: 'Hubungi kami',
      emailPrefix: 'atau email langsung ke',
    },
  },
  en: {
    meta: {
      description:
        'Straight answers to what we are asked most: how a project starts, pricing, who owns the source code, payments and VAT, support, hosting, jobs and internships.',
    },
    eyebrow: 'Help',
    lead: 'The questions prospective clients, clients and job seekers ask us most, answered plainly.',
    topicsLabel: 'Help topics',
    topics: [
      {
        id: 'memulai-proyek',
        icon: 'start',
        title: 'Starting a project',
        summary: 'From the first chat to the first sprint.',
        questions: [
          {
            id: 'faq-cara-memulai',
            question: 'How does a project start?',
            answer: [
              `With a conversation. Tell us about the problem you want solved through the contact form, by email or on WhatsApp, and we will get back to you within ${workingDays(facts.replyWorkingDays, 'en')}.`,
              {
                ordered: true,
                list: [
                  'A 30–45 minute introductory call, on video or in person at our studio in Denpasar. Free, no strings attached.',
                  `We send you a summary of what we heard and a first estimate — a range for cost and time — usually within ${facts.estimateWorkingDays.min}–${workingDays(facts.estimateWorkingDays.max, 'en')}.`,
                  'If the scope is still fuzzy, we suggest a paid discovery phase of 1–2 weeks: workshops, wireframes and a technical plan. You keep all of it, even if you do not continue with us.',
                  'Once the proposal and contract are signed and the deposit has arrived, we schedule the kickoff and the first sprint.',
                ],
              },
            ],
          },
          {
            id: 'faq-model-harga',
            question: 'What pricing models do you offer?',
            answer: [
              'Three. Which one we recommend depends on how settled your scope is:',
              {
                terms: [
                  {
                    term: 'Fixed price',
                    detail:
                      'For a clear, written scope. Price, schedule and deliverables are agreed up front; scope changes go through a written change request.',
                  },
                  {
                    term: 'Time & materials',
                    detail:
                      'A day rate per role, invoiced monthly against timesheets you can inspect. A good fit for products that keep evolving.',
                  },
                  {
                    term: 'Monthly retainer',
                    detail:
                      'One or more engineers with a fixed number of hours each month, covering both new work and maintenance.',
                  },
                ],
              },
              'All prices are in Indonesian rupiah and exclude VAT (PPN). Written quotes are valid for 30 days.',
            ],
          },
          {
            id: 'faq-durasi',
            question: 'How long does it take to build an app?',
            answer: [
              'It depends on the scope, but here is what our past projects looked like:',
              {
                list: [
                  'A company website or landing page: 2–4 weeks.',
                  'A web app with sign-in, an admin dashboard and reports (a first version or MVP): 2–4 months.',
                  'Android and iOS apps with their backend: 3–6 months.',
                ],
              },
              'We work in two-week sprints and demo the result at the end of each one, so you see real progress from the first month. Schedules slip more often while waiting for content, access or sign-off than because of code, so we tell you early what we will need from you, and when.',
            ],
          },
          {
            id: 'faq-klien-luar-negeri',
            question: 'Do you work remotely with clients abroad?',
            answer: [
              'Yes. We are based in Bali (WITA, UTC+8) and are used to working fully remotely:',
              {
                list: [
                  'Our office hours match Singapore and Perth, are only 2–3 hours behind Sydney and Melbourne, and our afternoon is your morning in Europe.',
                  'With the Americas we agree on one fixed weekly meeting slot and work asynchronously the rest of the time, through messages, a task board and written notes.',
                  'We meet on Google Meet, Zoom or Microsoft Teams — whatever your team already uses.',
                  'Documents, reports and day-to-day communication can all be in English.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'kontrak-pembayaran',
        icon: 'billing',
        title: 'Contracts, payments & ownership',
        summary: 'Who owns what, and when invoices arrive.',
        questions: [
          {
            id: 'faq-kepemilikan-kode',
            question: 'Who owns the source code of my app?',
            answer: [
              'You do. Once the project is paid in full, the copyright in the source code, designs and documentation we made for your project passes to you, as the contract states.',
              'From day one the code lives in a Git repository owned by your organisation (on GitHub or GitLab, for example), not in ours, so you are never locked in.',
              'Two exceptions are always spelled out in the proposal: open-source libraries stay under their own licences, and internal components we built before your project come with a perpetual licence at no extra cost.',
            ],
          },
          {
            id: 'faq-pembayaran',
            question: 'What are your payment terms?',
            answer: [
              `We invoice in Indonesian rupiah (IDR), payable by bank transfer to an account in the name of ${company.legalName}. A typical fixed-price schedule:`,
              {
                list: [
                  '30% deposit when the contract is signed.',
                  '40% spread over agreed milestones, such as the demo of the main features.',
                  '30% after handover and user acceptance testing (UAT).',
                ],
              },
              'Time & materials and retainers are invoiced monthly. Invoices are due 14 days from their date. Clients abroad can pay by international transfer; the exchange rate and bank charges are shown on the invoice.',
            ],
          },
          {
            id: 'faq-faktur-ppn',
            question: 'Do invoices include VAT, and will I get a tax invoice?',
            answer: [
              'Our quotes exclude VAT (PPN). As a registered VAT-able business (PKP), we charge PPN at the prevailing rate and issue an electronic tax invoice (faktur pajak) with every invoice.',
              {
                list: [
                  'Send us your tax number (NPWP) and the name and address registered with it before the first invoice, so the tax invoice is issued to your company.',
                  'If your company withholds Article 23 income tax (PPh 23) on our services, please send us the withholding slip so both sets of books match.',
                  'For clients outside Indonesia, the proposal explains how tax applies.',
                ],
              },
            ],
          },
          {
            id: 'faq-nda',
            question: 'Will you sign an NDA?',
            answer: [
              'Of course — even before the first call if your idea is still under wraps. We can sign yours or use our mutual NDA template. With Indonesian parties we prepare it bilingually, as Indonesian law requires contracts with Indonesian parties to be in Indonesian.',
              'Every employee and contractor of ours is also bound by confidentiality in their contract, and we never show your project in our portfolio without your written permission.',
            ],
          },
        ],
      },
      {
        id: 'dukungan-hosting',
        icon: 'support',
        title: 'Support, hosting & data',
        summary: 'Once your app is live.',
        questions: [
          {
            id: 'faq-jam-dukungan',
            question: 'What are your support and maintenance hours?',
            answer: [
              `Our support team is on hand ${dayRange(facts.officeHours, 'en')}, ${officeTimes('en')} (UTC+8), except Indonesian public holidays and Balinese holy days such as Nyepi, Galungan and Kuningan. How fast we respond depends on priority:`,
              {
                terms: [
                  {
                    term: 'Critical — the app is down or unusable',
                    detail: `Response within ${workingHours(facts.supportResponse.criticalHours, 'en')}. With a priority support plan we are on call 24/7, weekends and holidays included.`,
                  },
                  {
                    term: 'High — an important feature is broken',
                    detail: `Response within ${workingHours(facts.supportResponse.highHours, 'en')}.`,
                  },
                  {
                    term: 'Normal — questions and small requests',
                    detail: `Response within ${workingDays(facts.supportResponse.normalWorkingDays, 'en')}.`,
                  },
                ],
              },
              'Every report gets a ticket number so you can follow it. Before Nyepi, when the whole of Bali stops for 24 hours, we announce our emergency on-call arrangements well in advance.',
            ],
          },
          {
            id: 'faq-hosting',
            question: 'Where will my app be hosted?',
            answer: [
              'Your choice. Most of our projects run on Google Cloud and Firebase, but we also work with AWS, Indonesian cloud providers or your own servers.',
              'We recommend registering hosting accounts and domains in your company’s name and giving our team access. You pay the provider directly; we add no mark-up.',
              'If your data has to stay in Indonesia — because of financial or health-sector rules, for instance — we use data centres in the Jakarta region.',
            ],
          },
          {
            id: 'faq-setelah-rilis',
            question: 'What happens after launch?',
            answer: [
              'Every fixed-price project comes with a 3-month warranty after launch: we fix bugs in the features we built at no charge.',
              'After that you can choose:',
              {
                list: [
                  'A monthly maintenance plan: security and dependency updates, monitoring, backups and a block of hours for small changes.',
                  'Pay as you go, against an estimate you approve first.',
                  'Hand it over to your own team, with documentation and knowledge-transfer sessions from us.',
                ],
              },
            ],
          },
          {
            id: 'faq-pelindungan-data',
            question: 'How do you protect my users’ data?',
            answer: [
              'We design apps around Indonesia’s Personal Data Protection Law (UU No. 27 Tahun 2022, “UU PDP”): collect only what is needed, encrypt data in transit and at rest, and give our team only the access the work requires.',
              'On your project you are usually the data controller and we are a processor acting on your instructions; a data processing agreement sets this out.',
              [
                'Read the details on our ',
                { text: 'Security & Privacy', href: paths.company.securityPrivacy },
                ' page.',
              ],
            ],
          },
        ],
      },
      {
        id: 'karir-magang',
        icon: 'careers',
        title: 'Careers & internships',
        summary: 'For anyone who would like to join us.',
        questions: [
          {
            id: 'faq-melamar',
            question: 'How do I apply for a job at Segara Digital?',
            answer: [
              [
                'See our open positions on the ',
                { text: 'Careers', href: paths.company.careers },
                ' page. Email your CV, a link to your portfolio or GitHub profile and a few lines on why you are interested to ',
                mailto(company.careersEmail),
                ', with the position in the subject line.',
              ],
              'What follows: we review your application, have a relaxed 30-minute chat, give you a short technical task (3 hours at most) or walk through code from your own project, and finish with a team interview. We reply to every applicant within two weeks, including when the answer is no.',
              'Nothing that fits right now? Send an open application. With your consent, we keep it for 12 months for future openings.',
            ],
          },
          {
            id: 'faq-magang',
            question: 'Do you offer internships for students in Bali?',
            answer: [
              'Yes. Each semester we take a few students from Bali’s universities — computer science, information systems and visual communication design, for example — for internships of 3–6 months.',
              {
                list: [
                  'You work on real projects with a mentor, not on practice exercises.',
                  'We handle what your university asks for: an acceptance letter, a logbook, a supervisor’s assessment and internships that count for credits.',
                  `Internships take place at our studio in ${company.city} and come with a monthly allowance.`,
                ],
              },
              [
                'Applications open about two months before the semester starts. Send your CV, transcript and a cover letter from your university to ',
                mailto(company.careersEmail),
                '.',
              ],
            ],
          },
          {
            id: 'faq-kerja-jarak-jauh',
            question: 'Can I work remotely?',
            answer: [
              `We work hybrid: the team in Bali works together at the studio in ${company.city} ${dayRange(facts.studioDays, 'en')}. Some senior roles are open to fully remote work from anywhere in Indonesia, as long as your hours overlap with WITA by at least four hours.`,
              'Each job ad states what applies to that role.',
            ],
          },
        ],
      },
    ],
    stillQuestion: {
      title: 'Still have a question?',
      body: `Drop us a line. We reply within ${workingDays(facts.replyWorkingDays, 'en')}, in English or Indonesian.`,
      cta: 'Contact us',
      emailPrefix: 'or email us directly at',
    },
  },
};
