// How the home page and a product page present each product of ./products.ts: a tagline, a
// summary and an icon, by slug; the build checks the keys are ./products.ts's slugs. The fields
// and their rules: productTeaserSchema in ./schema.ts.
import calendarCheck from 'bootstrap-icons/icons/calendar-check.svg?raw';
import qrCode from 'bootstrap-icons/icons/qr-code-scan.svg?raw';
import bank from 'bootstrap-icons/icons/bank.svg?raw';
import type { ProductTeaser } from './schema';

export const productTeasers: Record<string, ProductTeaser> = {
  'villa-reservasi': {
    tagline: {
      id: 'Reservasi dan channel manager untuk vila dan homestay',
      en: 'Bookings and channel manager for villas and homestays',
    },
    summary: {
      id: 'Satu kalender untuk pemesanan langsung dan dari OTA, sehingga kamar tidak pernah terjual dua kali. Tamu membayar deposit lewat QRIS atau kartu, dan konfirmasi terkirim otomatis lewat WhatsApp.',
      en: 'One calendar for direct and OTA bookings, so a room is never sold twice. Guests pay a deposit by QRIS or card, and confirmations go out automatically on WhatsApp.',
    },
    icon: calendarCheck,
  },
  'kasir-warung': {
    tagline: {
      id: 'Aplikasi kasir untuk warung dan kafe, lengkap dengan QRIS',
      en: 'A point-of-sale app for warungs and cafés, with QRIS built in',
    },
    summary: {
      id: 'Catat penjualan dari tablet atau ponsel, terima QRIS tanpa mesin EDC, pantau stok bahan, dan lihat laporan harian — tetap berjalan saat internet putus.',
      en: 'Ring up sales on a tablet or phone, take QRIS without an EDC terminal, track stock and read a daily report — and keep selling when the internet drops.',
    },
    icon: qrCode,
  },
  'desa-digital': {
    tagline: {
      id: 'Administrasi desa dan layanan surat secara daring',
      en: 'Village administration and online letter requests',
    },
    summary: {
      id: 'Warga mengajukan surat keterangan dari ponsel, perangkat desa memproses dan menandatanganinya dalam satu aplikasi, dan data kependudukan tersimpan rapi di satu tempat.',
      en: 'Residents request letters from their phones, village officials process and sign them in one app, and population records stay tidy in one place.',
    },
    icon: bank,
  },
};
