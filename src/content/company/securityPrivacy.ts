// Copy of the Keamanan & Privasi page (/tentang/keamanan-privasi): the privacy policy under
// UU No. 27 Tahun 2022 (UU PDP) and our security practices, once per language. Section ids are
// shared by both languages so anchors keep working when the visitor switches language.
import type { RichBlock } from '../../components/RichText';
import { paths } from '../../lib/paths';
import type { Localized } from '../../lib/useLanguage';
import { company, companyAddress, phoneText, telHref } from '../company';

export interface PolicySection {
  id: string;
  title: string;
  blocks: readonly RichBlock[];
}

export interface PolicyPart {
  id: string;
  eyebrow: string;
  title: string;
  intro: readonly RichBlock[];
  sections: readonly PolicySection[];
}

export interface SecurityPrivacyContent {
  meta: { description: string };
  eyebrow: string;
  lead: string;
  lastUpdatedLabel: string;
  tocTitle: string;
  privacy: PolicyPart;
  security: PolicyPart;
}

/** The section on cookies; the privacy page puts the cookie settings button at its end. */
export const COOKIE_SECTION_ID = 'cookie-penyimpanan-lokal';

/** Shown on the page as `<time dateTime>`; change with every edit of the policy. */
export const POLICY_LAST_UPDATED = '2026-11-26';

const mailto = (email: string, subject?: string) => ({
  text: email,
  href: subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`,
});

const privacySubject = 'Permintaan Data Pribadi';
const securitySubject = '[Keamanan] Laporan celah';

export const securityPrivacyContent: Localized<SecurityPrivacyContent> = {
  id: {
    meta: {
      description: `Kebijakan privasi ${company.name} sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi, dan cara kami menjaga keamanan sistem dan data.`,
    },
    eyebrow: 'Kebijakan',
    lead: 'Data apa yang kami kumpulkan di situs ini, untuk apa, berapa lama, hak Anda atas data tersebut, dan bagaimana kami menjaga keamanannya.',
    lastUpdatedLabel: 'Terakhir diperbarui:',
    tocTitle: 'Daftar isi',
    privacy: {
      id: 'kebijakan-privasi',
      eyebrow: 'Bagian A',
      title: 'Kebijakan Privasi',
      intro: [
        `Kebijakan ini menjelaskan bagaimana ${company.legalName} memproses data pribadi melalui situs ini, sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP). Kebijakan ini tidak berlaku untuk aplikasi yang kami bangun bagi klien; di sana klien kami yang menjadi pengendali data, dan kebijakan privasi merekalah yang berlaku.`,
      ],
      sections: [
        {
          id: 'pengendali-data',
          title: 'Siapa pengendali data Anda',
          blocks: [
            `Pengendali data pribadi untuk situs ini adalah ${company.legalName}, yang dikenal sebagai ${company.name}:`,
            {
              terms: [
                { term: 'Nama badan hukum', detail: company.legalName },
                { term: 'Alamat', detail: companyAddress },
                { term: 'Email', detail: [mailto(company.email)] },
                {
                  term: 'Telepon',
                  detail: [{ text: phoneText(company.phone), href: telHref(company.phone) }],
                },
              ],
            },
          ],
        },
        {
          id: 'data-yang-dikumpulkan',
          title: 'Data yang kami kumpulkan',
          blocks: [
            'Kami hanya mengumpulkan data yang kami perlukan:',
            {
              terms: [
                {
                  term: 'Formulir kontak',
                  detail:
                    'Nama, alamat email, nomor telepon atau WhatsApp (opsional), nama perusahaan (opsional), isi pesan, dan waktu pengiriman.',
                },
                {
                  term: 'Lamaran kerja dan magang',
                  detail:
                    'Data yang Anda kirim lewat email, seperti CV, portofolio, transkrip nilai, dan surat pengantar kampus.',
                },
                {
                  term: 'Akun staf',
                  detail:
                    'Untuk karyawan yang masuk ke area staf: alamat email, nama tampilan, peran (misalnya Admin), serta waktu pembuatan akun dan waktu masuk terakhir.',
                },
                {
                  term: 'Statistik kunjungan',
                  detail:
                    'Hanya jika Anda menyetujuinya, melalui Google Analytics for Firebase: halaman yang dibuka, perkiraan lokasi setingkat kota, jenis perangkat dan peramban, sumber kunjungan, serta seberapa cepat halaman tampil, menanggapi klik, dan bergeser saat dimuat (Core Web Vitals). Kami memakainya sebagai angka agregat dan tidak menggabungkannya dengan data lain untuk mengenali Anda.',
                },
                {
                  term: 'Log teknis',
                  detail:
                    'Alamat IP, jenis peramban, dan waktu permintaan yang dicatat oleh layanan hosting untuk menjaga keamanan dan mendeteksi penyalahgunaan.',
                },
              ],
            },
            'Situs ini tidak meminta data pribadi yang bersifat spesifik, seperti data kesehatan, biometrik, atau keuangan pribadi. Mohon tidak mengirimkannya melalui formulir kontak.',
          ],
        },
        {
          id: 'cookie-penyimpanan-lokal',
          title: 'Cookie dan penyimpanan lokal',
          blocks: [
            'Situs ini menyimpan sedikit informasi di peramban Anda:',
            {
              list: [
                [
                  'Pilihan bahasa (Indonesia atau Inggris) disimpan di localStorage dengan kunci ',
                  { code: 'i18nextLng' },
                  ' agar situs tetap memakai bahasa pilihan Anda. Nilai ini hanya berada di peramban Anda dan tidak dikirim ke server kami.',
                ],
                'Staf yang masuk ke area staf menyimpan sesi login Firebase Authentication di penyimpanan peramban hingga mereka keluar (logout).',
                [
                  'Jawaban Anda atas pertanyaan cookie analitik disimpan di localStorage dengan kunci ',
                  { code: 'segara:analytics-consent' },
                  ', agar kami tidak bertanya lagi.',
                ],
                [
                  'Hanya jika Anda menekan “Terima”, Google Analytics memakai cookie ',
                  { code: '_ga' },
                  ' dan ',
                  { code: '_ga_*' },
                  ' untuk membedakan kunjungan. Cookie ini berlaku paling lama dua tahun.',
                ],
              ],
            },
            'Saat pertama berkunjung, sebuah bilah di bagian bawah halaman menanyakan apakah kami boleh memakai Google Analytics. Pustaka Google Analytics tetap dimuat, tetapi dalam Consent Mode v2 dengan penyimpanan analitik dan semua sinyal iklan (ad_storage, ad_user_data, ad_personalization) ditolak, dan pengumpulan data dimatikan: sebelum Anda menekan “Terima”, tidak ada cookie analitik yang disimpan dan tidak ada data kunjungan yang dikirim ke Google. Jika Anda menerima, hanya penyimpanan analitik yang diizinkan; sinyal iklan tetap ditolak. Jika Anda menolak, keadaannya tetap seperti sebelum Anda menjawab.',
            'Anda dapat mengubah pilihan kapan saja lewat tombol “Pengaturan cookie” di kaki setiap halaman atau di bawah ini. Menarik persetujuan menghentikan pengumpulan data sejak saat itu dan menghapus cookie _ga dari peramban Anda.',
            'Kami tidak memakai cookie iklan atau pelacak iklan pihak ketiga. Anda dapat menghapus atau memblokir cookie dan penyimpanan lokal lewat pengaturan peramban; situs tetap berfungsi, hanya pilihan bahasa Anda yang kembali ke bahasa Indonesia.',
          ],
        },
        {
          id: 'tujuan-dasar-hukum',
          title: 'Tujuan dan dasar pemrosesan',
          blocks: [
            'Setiap pemrosesan memiliki dasar pemrosesan sebagaimana diatur dalam Pasal 20 ayat (2) UU PDP:',
            {
              terms: [
                {
                  term: 'Menjawab pertanyaan dan menyiapkan penawaran',
                  detail:
                    'Persetujuan Anda saat mengirim formulir, serta pemenuhan permintaan Anda sebelum membuat perjanjian.',
                },
                {
                  term: 'Memproses lamaran kerja dan magang',
                  detail:
                    'Persetujuan Anda, serta langkah sebelum membuat perjanjian kerja atas permintaan Anda.',
                },
                {
                  term: 'Mengelola akun dan akses staf',
                  detail:
                    'Pelaksanaan perjanjian kerja, serta kepentingan yang sah untuk menjaga keamanan sistem kami.',
                },
                {
                  term: 'Memahami penggunaan situs dan memperbaikinya',
                  detail:
                    'Persetujuan Anda lewat bilah cookie, yang dapat Anda tarik kapan saja; datanya seminimal mungkin dan hanya dalam bentuk statistik agregat.',
                },
                {
                  term: 'Menjaga keamanan situs dan mencegah penyalahgunaan',
                  detail: 'Kepentingan yang sah.',
                },
                {
                  term: 'Memenuhi kewajiban hukum, misalnya perpajakan',
                  detail: 'Pemenuhan kewajiban hukum kami sebagai pengendali data.',
                },
              ],
            },
            'Kami tidak menjual data pribadi, tidak memakainya untuk iklan, dan tidak membuat keputusan tentang Anda yang semata-mata didasarkan pada pemrosesan otomatis, termasuk pemrofilan.',
          ],
        },
        {
          id: 'pemroses-transfer',
          title: 'Siapa yang memproses data dan di mana',
          blocks: [
            'Data Anda hanya dapat diakses oleh anggota tim yang membutuhkannya untuk bekerja, dan oleh pihak berikut:',
            {
              list: [
                'Google (Google Cloud dan Firebase) sebagai prosesor data: Firebase Hosting menayangkan situs, Firebase Authentication mengelola login staf, Cloud Firestore menyimpan pesan formulir kontak dan profil staf, dan Google Analytics menghitung statistik kunjungan. Google memproses data hanya atas instruksi kami berdasarkan perjanjian pemrosesan data (Cloud Data Processing Addendum).',
                'Penasihat profesional kami, seperti akuntan dan konsultan hukum, yang terikat kewajiban kerahasiaan, hanya bila diperlukan.',
                'Instansi pemerintah atau aparat penegak hukum, hanya bila diwajibkan oleh peraturan perundang-undangan.',
              ],
            },
            'Google dapat menyimpan dan memproses data di pusat datanya di luar Indonesia, misalnya di Singapura atau Amerika Serikat. Sesuai Pasal 56 UU PDP, transfer tersebut kami lakukan dengan pelindungan yang memadai dan mengikat:',
            {
              list: [
                'perjanjian pemrosesan data dengan Google yang mewajibkan kerahasiaan, keamanan, dan pemrosesan hanya atas instruksi kami;',
                'enkripsi data saat dikirim dan saat disimpan;',
                'sertifikasi keamanan independen Google, antara lain ISO/IEC 27001, ISO/IEC 27017, ISO/IEC 27018, dan laporan SOC 2;',
                'akses terbatas pada staf yang berwenang, dengan autentikasi multifaktor dan log akses.',
              ],
            },
          ],
        },
        {
          id: 'masa-retensi',
          title: 'Berapa lama data disimpan',
          blocks: [
            {
              terms: [
                {
                  term: 'Pesan formulir kontak',
                  detail:
                    '24 bulan sejak komunikasi terakhir. Jika Anda menjadi klien, selama hubungan kerja berlangsung.',
                },
                {
                  term: 'Kontrak, invoice, dan faktur pajak',
                  detail: '10 tahun, sesuai kewajiban penyimpanan dokumen perpajakan.',
                },
                {
                  term: 'Lamaran kerja dan magang',
                  detail:
                    '6 bulan setelah proses seleksi selesai, atau 12 bulan jika Anda setuju masuk daftar talenta kami.',
                },
                {
                  term: 'Akun staf',
                  detail:
                    'Selama masa kerja. Akun dinonaktifkan pada hari terakhir bekerja dan dihapus dalam 30 hari.',
                },
                {
                  term: 'Statistik Google Analytics',
                  detail: '14 bulan, lalu dihapus otomatis.',
                },
                {
                  term: 'Log teknis dan keamanan',
                  detail:
                    '90 hari, kecuali diperlukan lebih lama untuk menyelidiki insiden keamanan.',
                },
                {
                  term: 'Pilihan bahasa dan jawaban cookie analitik di localStorage',
                  detail: 'Tersimpan di peramban Anda sampai Anda menghapusnya.',
                },
              ],
            },
            'Setelah masa penyimpanan berakhir, kami menghapus atau memusnahkan data tersebut, atau menganonimkannya sehingga tidak lagi dapat mengidentifikasi Anda.',
          ],
        },
        {
          id: 'hak-subjek-data',
          title: 'Hak Anda sebagai subjek data pribadi',
          blocks: [
            'UU PDP memberi Anda hak untuk:',
            {
              list: [
                'mendapatkan informasi tentang identitas kami, dasar hukum, dan tujuan pemrosesan data Anda (Pasal 5);',
                'melengkapi, memperbarui, dan memperbaiki data yang tidak akurat (Pasal 6);',
                'mengakses dan memperoleh salinan data pribadi Anda (Pasal 7);',
                'mengakhiri pemrosesan serta menghapus atau memusnahkan data pribadi Anda (Pasal 8);',
                'menarik kembali persetujuan yang telah Anda berikan (Pasal 9);',
                'mengajukan keberatan atas keputusan yang semata-mata didasarkan pada pemrosesan otomatis, termasuk pemrofilan (Pasal 10);',
                'menunda atau membatasi pemrosesan data pribadi Anda (Pasal 11);',
                'menggugat dan menerima ganti rugi atas pelanggaran pemrosesan data pribadi Anda (Pasal 12);',
                'memperoleh data pribadi Anda dalam format yang umum dan dapat dibaca mesin, serta mengirimkannya ke pengendali data lain (Pasal 13).',
              ],
            },
          ],
        },
        {
          id: 'cara-menggunakan-hak',
          title: 'Cara menggunakan hak Anda',
          blocks: [
            [
              'Kirim permintaan ke ',
              mailto(company.email, privacySubject),
              ` dengan subjek “${privacySubject}”. Sebutkan hak yang ingin Anda gunakan dan data yang dimaksud, misalnya alamat email yang Anda pakai di formulir kontak.`,
            ],
            {
              list: [
                'Kami mengonfirmasi penerimaan permintaan Anda paling lambat pada hari kerja berikutnya.',
                'Kami menindaklanjuti permintaan paling lambat 3 × 24 jam sejak permintaan diterima, sesuai tenggat UU PDP.',
                'Untuk melindungi Anda, kami dapat meminta informasi tambahan secukupnya untuk memastikan bahwa permintaan benar berasal dari Anda.',
                'Tidak ada biaya apa pun.',
              ],
            },
            'Jika suatu permintaan tidak dapat kami penuhi, misalnya penghapusan invoice yang wajib kami simpan untuk keperluan pajak, kami menjelaskan alasannya secara tertulis. Jika Anda tidak puas dengan tanggapan kami, Anda dapat mengadu kepada lembaga penyelenggara pelindungan data pribadi yang dibentuk berdasarkan UU PDP.',
          ],
        },
        {
          id: 'kegagalan-pelindungan',
          title: 'Jika terjadi kegagalan pelindungan data',
          blocks: [
            'Jika terjadi kegagalan pelindungan data pribadi yang menyangkut data Anda, kami memberi tahu Anda dan lembaga penyelenggara pelindungan data pribadi secara tertulis paling lambat 3 × 24 jam sejak kami mengetahuinya, sesuai Pasal 46 UU PDP. Pemberitahuan tersebut memuat:',
            {
              list: [
                'data pribadi apa yang terungkap;',
                'kapan dan bagaimana data tersebut terungkap;',
                'upaya yang kami lakukan untuk menangani dan memulihkannya, serta langkah yang sebaiknya Anda ambil.',
              ],
            },
            'Dalam keadaan tertentu, kami juga mengumumkannya kepada masyarakat.',
          ],
        },
        {
          id: 'data-anak',
          title: 'Data anak',
          blocks: [
            'Situs ini ditujukan untuk orang dewasa, dan kami tidak dengan sengaja mengumpulkan data pribadi anak di bawah 18 tahun. Jika kami perlu memproses data anak, misalnya siswa SMK yang melamar praktik kerja lapangan, kami terlebih dahulu meminta persetujuan orang tua atau walinya, sesuai Pasal 25 UU PDP.',
            'Jika Anda orang tua atau wali dan mengetahui bahwa anak Anda mengirimkan data kepada kami, hubungi kami dan kami akan menghapusnya.',
          ],
        },
        {
          id: 'perubahan-kebijakan',
          title: 'Perubahan kebijakan ini',
          blocks: [
            'Kami dapat memperbarui kebijakan ini bila layanan atau peraturan berubah. Tanggal “Terakhir diperbarui” di bagian atas halaman ini selalu menunjukkan versi yang berlaku. Untuk perubahan penting yang memengaruhi data Anda, kami juga memberi tahu Anda melalui email jika kami memiliki alamat email Anda. Versi sebelumnya dapat Anda minta kepada kami.',
          ],
        },
        {
          id: 'kontak-pelindungan-data',
          title: 'Kontak petugas pelindungan data pribadi',
          blocks: [
            'Pertanyaan, permintaan, atau keluhan tentang data pribadi Anda dapat disampaikan kepada petugas pelindungan data pribadi kami:',
            {
              terms: [
                { term: 'Email', detail: [mailto(company.email, privacySubject)] },
                {
                  term: 'Surat',
                  detail: `Petugas Pelindungan Data Pribadi, ${company.legalName}, ${companyAddress}`,
                },
                {
                  term: 'Formulir',
                  detail: [{ text: 'Halaman Kontak', href: paths.contact }],
                },
              ],
            },
          ],
        },
      ],
    },
    security: {
      id: 'praktik-keamanan',
      eyebrow: 'Bagian B',
      title: 'Praktik Keamanan',
      intro: [
        'Keamanan adalah bagian dari cara kami bekerja setiap hari, baik untuk situs ini maupun untuk aplikasi klien yang kami kelola. Berikut yang kami lakukan.',
      ],
      sections: [
        {
          id: 'enkripsi',
          title: 'Enkripsi saat dikirim dan disimpan',
          blocks: [
            {
              list: [
                'Semua lalu lintas ke situs dan aplikasi kami memakai HTTPS (TLS 1.2 atau lebih baru) dengan HSTS, sehingga peramban tidak pernah terhubung tanpa enkripsi.',
                'Data yang disimpan di Google Cloud dienkripsi secara otomatis dengan AES-256.',
                'Laptop tim memakai enkripsi disk penuh dan kunci layar otomatis.',
                'Kata sandi, kunci API, dan rahasia lain disimpan di secret manager, tidak pernah di dalam kode atau repositori.',
              ],
            },
          ],
        },
        {
          id: 'kontrol-akses',
          title: 'Kontrol akses',
          blocks: [
            {
              list: [
                'Prinsip hak akses minimum (least privilege): setiap orang hanya mendapat akses yang dibutuhkan untuk pekerjaannya, dan akses produksi dibatasi pada sedikit orang.',
                'Autentikasi multifaktor (MFA) wajib untuk email, repositori kode, dan konsol cloud, dengan aplikasi autentikator atau kunci keamanan fisik, bukan SMS.',
                'Area admin situs ini hanya dapat dibuka oleh akun berperan Admin, dan aturan keamanan basis data menegakkannya di sisi server.',
                'Hak akses ditinjau setiap tiga bulan dan dicabut pada hari terakhir seseorang bekerja bersama kami.',
              ],
            },
          ],
        },
        {
          id: 'pengembangan-aman',
          title: 'Tinjauan kode dan pemindaian dependensi',
          blocks: [
            {
              list: [
                'Setiap perubahan kode masuk lewat pull request dan ditinjau oleh paling sedikit satu engineer lain sebelum digabungkan.',
                'Pengujian otomatis dan pemeriksaan tipe berjalan pada setiap perubahan, dan tinjauan kode memakai daftar periksa berdasarkan OWASP Top 10.',
                'Dependensi dipindai secara otomatis untuk mendeteksi celah yang diketahui; pembaruan keamanan kritis kami pasang dalam hitungan hari, bukan bulan.',
                'Repositori dipindai agar rahasia tidak ikut ter-commit.',
                'Pengembangan dan pengujian memakai data contoh, bukan data pribadi dari sistem produksi.',
              ],
            },
          ],
        },
        {
          id: 'backup-pemulihan',
          title: 'Cadangan dan uji pemulihan',
          blocks: [
            {
              list: [
                'Basis data produksi yang kami kelola dicadangkan otomatis setiap hari, dienkripsi, disimpan terpisah dari sistem utamanya, dan disimpan selama 30 hari.',
                'Setiap tiga bulan kami menguji pemulihan dari cadangan ke lingkungan terpisah dan mencatat hasilnya. Cadangan yang belum pernah dipulihkan belum terbukti berfungsi.',
                'Target kami: data yang hilang paling banyak 24 jam, dan layanan pulih dalam 4 jam.',
              ],
            },
          ],
        },
        {
          id: 'pelatihan-tim',
          title: 'Pelatihan tim',
          blocks: [
            {
              list: [
                'Setiap anggota tim baru mengikuti pelatihan keamanan dan pelindungan data, termasuk dasar-dasar UU PDP, pada minggu pertamanya.',
                'Pelatihan penyegaran setiap tahun dan latihan mengenali phishing secara berkala.',
                'Kewajiban kerahasiaan tercantum dalam setiap kontrak kerja dan kontrak kontraktor.',
              ],
            },
          ],
        },
        {
          id: 'respons-insiden',
          title: 'Penanganan insiden',
          blocks: [
            'Kami memiliki rencana penanganan insiden tertulis dengan langkah yang jelas: deteksi, pembatasan dampak, investigasi, pemulihan, pemberitahuan, dan evaluasi.',
            {
              list: [
                'Setiap proyek memiliki penanggung jawab insiden dan jalur eskalasi yang diketahui klien.',
                'Klien yang terdampak kami beri tahu tanpa penundaan, agar mereka dapat memenuhi kewajiban pemberitahuan 3 × 24 jam menurut UU PDP.',
                'Setelah insiden, kami menyusun evaluasi tanpa menyalahkan individu dalam dua minggu dan menindaklanjuti perbaikannya.',
              ],
            },
          ],
        },
        {
          id: 'pengungkapan-celah',
          title: 'Melaporkan celah keamanan',
          blocks: [
            [
              'Menemukan celah keamanan di situs atau layanan kami? Kami sangat berterima kasih atas laporan Anda. Kirim ke ',
              mailto(company.email, securitySubject),
              ` dengan subjek yang diawali “[Keamanan]”, dan sertakan:`,
            ],
            {
              list: [
                'URL atau bagian sistem yang terdampak;',
                'langkah untuk mereproduksi, serta bukti konsep bila ada;',
                'dampak yang Anda perkirakan;',
                'cara kami menghubungi Anda.',
              ],
            },
            'Janji kami kepada Anda:',
            {
              list: [
                'konfirmasi penerimaan dalam 2 hari kerja (WITA) dan penilaian awal dalam 5 hari kerja;',
                'kabar perkembangan paling sedikit setiap dua minggu hingga celah diperbaiki;',
                'tidak menempuh jalur hukum terhadap penelitian yang dilakukan dengan iktikad baik dan mengikuti aturan di bawah ini;',
                'mencantumkan nama Anda sebagai ucapan terima kasih, jika Anda menghendakinya.',
              ],
            },
            'Yang kami minta dari Anda: uji hanya dengan akun Anda sendiri, jangan mengakses, mengubah, atau menghapus data orang lain melebihi yang diperlukan untuk membuktikan celah, jangan melakukan serangan penolakan layanan (DoS), spam, atau rekayasa sosial terhadap tim kami, dan beri kami waktu untuk memperbaiki celah sebelum mengungkapkannya ke publik (paling lama 90 hari). Saat ini kami belum memiliki program bug bounty berbayar.',
          ],
        },
      ],
    },
  },
  en: {
    meta: {
      description: `${company.name}’s privacy policy under Indonesia’s Personal Data Protection Law (UU No. 27 Tahun 2022), and how we keep systems and data secure.`,
    },
    eyebrow: 'Policies',
    lead: 'What data this site collects, why, for how long, your rights over it, and how we keep it safe.',
    lastUpdatedLabel: 'Last updated:',
    tocTitle: 'Contents',
    privacy: {
      id: 'kebijakan-privasi',
      eyebrow: 'Part A',
      title: 'Privacy Policy',
      intro: [
        `This policy explains how ${company.legalName} processes personal data through this website, in line with Indonesia’s Law No. 27 of 2022 on Personal Data Protection (Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi, “UU PDP”). It does not cover the apps we build for clients: there the client is the data controller and their own privacy policy applies.`,
      ],
      sections: [
        {
          id: 'pengendali-data',
          title: 'Who controls your data',
          blocks: [
            `The data controller for this website is ${company.legalName}, trading as ${company.name}:`,
            {
              terms: [
                { term: 'Legal entity', detail: company.legalName },
                { term: 'Address', detail: companyAddress },
                { term: 'Email', detail: [mailto(company.email)] },
                {
                  term: 'Phone',
                  detail: [{ text: phoneText(company.phone), href: telHref(company.phone) }],
                },
              ],
            },
          ],
        },
        {
          id: 'data-yang-dikumpulkan',
          title: 'What we collect',
          blocks: [
            'Only what we need:',
            {
              terms: [
                {
                  term: 'Contact form',
                  detail:
                    'Your name, email address, phone or WhatsApp number (optional), company name (optional), your message and when you sent it.',
                },
                {
                  term: 'Job and internship applications',
                  detail:
                    'Whatever you email us, such as your CV, portfolio, transcript and a cover letter from your university.',
                },
                {
                  term: 'Staff accounts',
                  detail:
                    'For employees who sign in to the staff area: email address, display name, role (such as Admin), and when the account was created and last signed in.',
                },
                {
                  term: 'Visit statistics',
                  detail:
                    'Only if you consent, through Google Analytics for Firebase: pages viewed, approximate city-level location, device and browser type, where the visit came from, and how quickly the page appeared, how quickly it responded to clicks and how much it shifted while loading (Core Web Vitals). We use these as aggregate figures and never combine them with other data to identify you.',
                },
                {
                  term: 'Technical logs',
                  detail:
                    'IP address, browser type and request time, recorded by our hosting provider to keep the site secure and detect abuse.',
                },
              ],
            },
            'This site never asks for sensitive (“specific”) personal data such as health, biometric or personal financial data. Please do not send any through the contact form.',
          ],
        },
        {
          id: 'cookie-penyimpanan-lokal',
          title: 'Cookies and local storage',
          blocks: [
            'The site keeps a little information in your browser:',
            {
              list: [
                [
                  'Your language choice (Indonesian or English) is kept in localStorage under the key ',
                  { code: 'i18nextLng' },
                  ', so the site stays in the language you picked. It stays in your browser and is never sent to our servers.',
                ],
                'Staff who sign in keep their Firebase Authentication session in browser storage until they log out.',
                [
                  'Your answer to the analytics cookie question is kept in localStorage under the key ',
                  { code: 'segara:analytics-consent' },
                  ', so we do not ask again.',
                ],
                [
                  'Only if you press “Accept”, Google Analytics sets the ',
                  { code: '_ga' },
                  ' and ',
                  { code: '_ga_*' },
                  ' cookies to tell visits apart. They last up to two years.',
                ],
              ],
            },
            'On your first visit, a bar at the bottom of the page asks whether we may use Google Analytics. The Google Analytics library still loads, but in Consent Mode v2 with analytics storage and every advertising signal (ad_storage, ad_user_data, ad_personalization) denied, and with collection switched off: until you press “Accept”, no analytics cookie is stored and no visit data is sent to Google. If you accept, only analytics storage is allowed; the advertising signals stay denied. If you decline, things stay as they were before you answered.',
            'You can change your answer at any time with the “Cookie settings” button in every page’s footer, or the one below. Withdrawing consent stops collection from that moment and deletes the _ga cookies from your browser.',
            'We use no advertising cookies and no third-party ad trackers. You can clear or block cookies and local storage in your browser settings; the site keeps working, it just falls back to Indonesian.',
          ],
        },
        {
          id: 'tujuan-dasar-hukum',
          title: 'Why we process data, and on what basis',
          blocks: [
            'Every purpose rests on one of the legal bases in Article 20(2) of the UU PDP:',
            {
              terms: [
                {
                  term: 'Answering your questions and preparing proposals',
                  detail:
                    'Your consent when you send the form, and acting on your request before entering into a contract.',
                },
                {
                  term: 'Handling job and internship applications',
                  detail:
                    'Your consent, and steps you ask us to take before an employment contract.',
                },
                {
                  term: 'Running staff accounts and access',
                  detail:
                    'Performance of the employment contract, and our legitimate interest in keeping our systems secure.',
                },
                {
                  term: 'Understanding how the site is used, to improve it',
                  detail:
                    'Your consent, given in the cookie bar and withdrawable at any time; as little data as possible, and only as aggregate statistics.',
                },
                {
                  term: 'Keeping the site secure and preventing abuse',
                  detail: 'Legitimate interest.',
                },
                {
                  term: 'Meeting legal obligations such as tax',
                  detail: 'Compliance with our legal obligations as a controller.',
                },
              ],
            },
            'We do not sell personal data, do not use it for advertising, and make no decisions about you based solely on automated processing, including profiling.',
          ],
        },
        {
          id: 'pemroses-transfer',
          title: 'Who processes the data, and where',
          blocks: [
            'Only team members who need your data for their work can see it, plus:',
            {
              list: [
                'Google (Google Cloud and Firebase) as our data processor: Firebase Hosting serves the site, Firebase Authentication handles staff sign-in, Cloud Firestore stores contact-form messages and staff profiles, and Google Analytics counts visits. Google processes the data only on our instructions, under its Cloud Data Processing Addendum.',
                'Our professional advisers, such as accountants and lawyers, bound by confidentiality and only when needed.',
                'Government agencies or law enforcement, only where the law requires it.',
              ],
            },
            'Google may store and process data in its data centres outside Indonesia, for example in Singapore or the United States. As Article 56 of the UU PDP requires, we only transfer data with adequate, binding safeguards:',
            {
              list: [
                'a data processing agreement with Google covering confidentiality, security and processing only on our instructions;',
                'encryption in transit and at rest;',
                'Google’s independent security certifications, including ISO/IEC 27001, ISO/IEC 27017, ISO/IEC 27018 and SOC 2 reports;',
                'access limited to authorised staff, with multi-factor authentication and access logs.',
              ],
            },
          ],
        },
        {
          id: 'masa-retensi',
          title: 'How long we keep it',
          blocks: [
            {
              terms: [
                {
                  term: 'Contact-form messages',
                  detail:
                    '24 months after our last exchange. If you become a client, for as long as we work together.',
                },
                {
                  term: 'Contracts, invoices and tax invoices',
                  detail: '10 years, as Indonesian tax law requires.',
                },
                {
                  term: 'Job and internship applications',
                  detail:
                    '6 months after the selection ends, or 12 months if you agree to join our talent pool.',
                },
                {
                  term: 'Staff accounts',
                  detail:
                    'For the length of employment. Accounts are disabled on the last working day and deleted within 30 days.',
                },
                {
                  term: 'Google Analytics statistics',
                  detail: '14 months, then deleted automatically.',
                },
                {
                  term: 'Technical and security logs',
                  detail: '90 days, unless we need them longer to investigate a security incident.',
                },
                {
                  term: 'Language choice and analytics cookie answer in localStorage',
                  detail: 'Kept in your browser until you clear it.',
                },
              ],
            },
            'When a retention period ends, we delete or destroy the data, or anonymise it so it can no longer identify you.',
          ],
        },
        {
          id: 'hak-subjek-data',
          title: 'Your rights as a data subject',
          blocks: [
            'Under the UU PDP you have the right to:',
            {
              list: [
                'be told who we are, the legal basis and the purpose of processing your data (Article 5);',
                'complete, update and correct inaccurate data (Article 6);',
                'access your personal data and get a copy of it (Article 7);',
                'have processing stopped and your data deleted or destroyed (Article 8);',
                'withdraw consent you have given (Article 9);',
                'object to decisions based solely on automated processing, including profiling (Article 10);',
                'have processing suspended or restricted (Article 11);',
                'sue for and receive compensation if your data is processed unlawfully (Article 12);',
                'receive your data in a common, machine-readable format and pass it on to another controller (Article 13).',
              ],
            },
          ],
        },
        {
          id: 'cara-menggunakan-hak',
          title: 'How to exercise your rights',
          blocks: [
            [
              'Email ',
              mailto(company.email, privacySubject),
              ` with the subject “${privacySubject}” (personal data request). Tell us which right you want to use and which data it concerns — for example, the email address you used on the contact form.`,
            ],
            {
              list: [
                'We confirm receipt no later than the next working day.',
                'We act on your request within 3 × 24 hours of receiving it, the deadline the UU PDP sets.',
                'To protect you, we may ask for a little extra information to make sure the request really comes from you.',
                'It costs you nothing.',
              ],
            },
            'If we cannot fulfil a request — say, deleting an invoice we must keep for tax purposes — we explain why in writing. If you are unhappy with our answer, you can complain to the personal data protection authority established under the UU PDP.',
          ],
        },
        {
          id: 'kegagalan-pelindungan',
          title: 'If a data breach happens',
          blocks: [
            'If a personal data breach affects your data, we notify you and the personal data protection authority in writing within 3 × 24 hours of becoming aware of it, as Article 46 of the UU PDP requires. The notice tells you:',
            {
              list: [
                'which personal data was exposed;',
                'when and how it was exposed;',
                'what we are doing to contain and recover from it, and what you may want to do.',
              ],
            },
            'In some cases we also inform the public.',
          ],
        },
        {
          id: 'data-anak',
          title: 'Children’s data',
          blocks: [
            'This site is meant for adults, and we do not knowingly collect personal data from anyone under 18. If we ever need to process a child’s data — a vocational high-school (SMK) student applying for a work placement, say — we first ask for consent from a parent or guardian, as Article 25 of the UU PDP requires.',
            'If you are a parent or guardian and learn that your child has sent us data, contact us and we will delete it.',
          ],
        },
        {
          id: 'perubahan-kebijakan',
          title: 'Changes to this policy',
          blocks: [
            'We may update this policy when our services or the law change. The “Last updated” date at the top of this page always shows the current version. If a change materially affects your data and we have your email address, we will also let you know by email. Earlier versions are available on request.',
          ],
        },
        {
          id: 'kontak-pelindungan-data',
          title: 'Contact our data protection officer',
          blocks: [
            'Send questions, requests or complaints about your personal data to our data protection officer:',
            {
              terms: [
                { term: 'Email', detail: [mailto(company.email, privacySubject)] },
                {
                  term: 'Post',
                  detail: `Data Protection Officer, ${company.legalName}, ${companyAddress}`,
                },
                { term: 'Form', detail: [{ text: 'Contact page', href: paths.contact }] },
              ],
            },
          ],
        },
      ],
    },
    security: {
      id: 'praktik-keamanan',
      eyebrow: 'Part B',
      title: 'Security Practices',
      intro: [
        'Security is part of how we work every day, on this site and on the client apps we run. Here is what that means in practice.',
      ],
      sections: [
        {
          id: 'enkripsi',
          title: 'Encryption in transit and at rest',
          blocks: [
            {
              list: [
                'All traffic to our sites and apps uses HTTPS (TLS 1.2 or newer) with HSTS, so browsers never connect unencrypted.',
                'Data stored on Google Cloud is encrypted automatically with AES-256.',
                'Team laptops use full-disk encryption and lock their screens automatically.',
                'Passwords, API keys and other secrets live in a secret manager, never in code or repositories.',
              ],
            },
          ],
        },
        {
          id: 'kontrol-akses',
          title: 'Access control',
          blocks: [
            {
              list: [
                'Least privilege: everyone gets only the access their work needs, and production access is limited to a few people.',
                'Multi-factor authentication (MFA) is mandatory for email, code repositories and cloud consoles — with an authenticator app or hardware security key, not SMS.',
                'The admin area of this site opens only for accounts with the Admin role, enforced server-side by the database security rules.',
                'Access is reviewed every three months and revoked on a person’s last working day with us.',
              ],
            },
          ],
        },
        {
          id: 'pengembangan-aman',
          title: 'Code review and dependency scanning',
          blocks: [
            {
              list: [
                'Every code change arrives as a pull request and is reviewed by at least one other engineer before it is merged.',
                'Automated tests and type checks run on every change, and reviews follow a checklist based on the OWASP Top 10.',
                'Dependencies are scanned automatically for known vulnerabilities; critical security updates go in within days, not months.',
                'Repositories are scanned so that secrets never get committed.',
                'Development and testing use sample data, never personal data from production.',
              ],
            },
          ],
        },
        {
          id: 'backup-pemulihan',
          title: 'Backups and recovery tests',
          blocks: [
            {
              list: [
                'Production databases we manage are backed up automatically every day, encrypted, stored apart from the main system and kept for 30 days.',
                'Every three months we restore a backup into a separate environment and record the result. A backup that has never been restored is not proven to work.',
                'Our targets: lose at most 24 hours of data, and be back up within 4 hours.',
              ],
            },
          ],
        },
        {
          id: 'pelatihan-tim',
          title: 'Staff training',
          blocks: [
            {
              list: [
                'Every new team member takes security and data protection training, including the basics of the UU PDP, in their first week.',
                'A refresher every year, and regular phishing-awareness exercises.',
                'Confidentiality obligations are part of every employment and contractor agreement.',
              ],
            },
          ],
        },
        {
          id: 'respons-insiden',
          title: 'Incident response',
          blocks: [
            'We keep a written incident response plan with clear steps: detect, contain, investigate, recover, notify and learn.',
            {
              list: [
                'Every project has a named incident lead and an escalation path the client knows.',
                'We tell affected clients without delay, so they can meet their own 3 × 24-hour notification duty under the UU PDP.',
                'Within two weeks of an incident we write a blameless review and follow up on its actions.',
              ],
            },
          ],
        },
        {
          id: 'pengungkapan-celah',
          title: 'Reporting a vulnerability',
          blocks: [
            [
              'Found a security issue in our site or services? Thank you — we want to hear about it. Email ',
              mailto(company.email, securitySubject),
              ' with a subject starting “[Keamanan]” (security), and include:',
            ],
            {
              list: [
                'the affected URL or part of the system;',
                'steps to reproduce it, with a proof of concept if you have one;',
                'the impact you expect;',
                'how we can reach you.',
              ],
            },
            'What we promise:',
            {
              list: [
                'to acknowledge your report within 2 working days (WITA) and give a first assessment within 5 working days;',
                'to update you at least every two weeks until it is fixed;',
                'not to take legal action over good-faith research that follows the rules below;',
                'to credit you publicly, if you would like that.',
              ],
            },
            'What we ask of you: test only with your own accounts; do not access, change or delete other people’s data beyond what proves the issue; no denial-of-service, spam or social engineering against our team; and give us time to fix the issue before disclosing it publicly (90 days at most). We do not run a paid bug bounty at the moment.',
          ],
        },
      ],
    },
  },
};
