// Who each product of ./products.ts is for and what it costs: the one place its prices live
// (docs/product.md#products-and-pricing). /produk and /produk/<slug> read it; no other copy
// states a product's price. The fields and their rules: productPlanSchema in ./schema.ts.
import type { Localized } from '../lib/useLanguage';
import type { ProductPlan } from './schema';

/** What a tier's price pays for: a month, a year, or once. */
export const BILLING_PERIODS = ['month', 'year', 'once'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
/** What the comparison table at /produk compares, beyond who it is for, price and trial. */
export const PRODUCT_CAPABILITIES = [
  'qris',
  'whatsapp',
  'offline',
  'multiSite',
  'onsiteTraining',
] as const;
export type ProductCapability = (typeof PRODUCT_CAPABILITIES)[number];

/** PPN (VAT) in percent; every price below excludes it, as the FAQ says of all our prices. */
export const PPN_PERCENT = 11;
export const PRICES_INCLUDE_PPN = false;

export const productPlans: Record<string, ProductPlan> = {
  'villa-reservasi': {
    idealFor: {
      id: 'Vila, homestay, dan pengelola properti dengan 1 sampai 40 unit',
      en: 'Villas, homestays and property managers with 1 to 40 units',
    },
    tiers: [
      {
        name: { id: 'Starter', en: 'Starter' },
        price: 250_000,
        per: 'month',
        unit: { id: 'per properti', en: 'per property' },
        includes: {
          id: [
            'Sampai 5 unit',
            'Sinkronisasi iCal dengan semua OTA',
            'Deposit lewat QRIS dan kartu',
          ],
          en: ['Up to 5 units', 'iCal sync with every OTA', 'Deposits by QRIS and card'],
        },
      },
      {
        name: { id: 'Pro', en: 'Pro' },
        price: 450_000,
        per: 'month',
        unit: { id: 'per properti', en: 'per property' },
        includes: {
          id: [
            'Sampai 40 unit',
            'Integrasi API resmi OTA',
            'Situs pemesanan langsung di domain Anda',
            'Konfirmasi dan pengingat WhatsApp',
          ],
          en: [
            'Up to 40 units',
            'Official OTA API integrations',
            'A direct-booking site on your domain',
            'WhatsApp confirmations and reminders',
          ],
        },
      },
    ],
    trialDays: 30,
    capabilities: ['qris', 'whatsapp', 'multiSite'],
    note: {
      id: 'Tanpa komisi per pemesanan dan tanpa kontrak tahunan.',
      en: 'No commission per booking and no yearly contract.',
    },
  },
  'kasir-warung': {
    idealFor: {
      id: 'Warung, kedai kopi, kafe, dan bakery dengan satu sampai beberapa outlet',
      en: 'Warungs, coffee stalls, cafés and bakeries with one or more outlets',
    },
    tiers: [
      {
        name: { id: 'Warung', en: 'Warung' },
        price: 99_000,
        per: 'month',
        unit: { id: 'per outlet', en: 'per outlet' },
        includes: {
          id: ['QRIS dinamis', 'Tetap jalan tanpa internet', 'Laporan harian di WhatsApp'],
          en: ['Dynamic QRIS', 'Works without internet', 'A daily report on WhatsApp'],
        },
      },
      {
        name: { id: 'Kafe', en: 'Café' },
        price: 179_000,
        per: 'month',
        unit: { id: 'per outlet', en: 'per outlet' },
        includes: {
          id: ['Semua isi paket Warung', 'Stok bahan dan resep', 'Sampai 3 kasir per outlet'],
          en: ['Everything in Warung', 'Ingredient stock and recipes', 'Up to 3 tills per outlet'],
        },
      },
      {
        name: { id: 'Paket perangkat', en: 'Device bundle' },
        price: 2_750_000,
        per: 'once',
        includes: {
          id: [
            'Tablet Android 10 inci',
            'Printer struk Bluetooth 58 mm',
            'Dipasang di warung Anda',
          ],
          en: [
            'A 10-inch Android tablet',
            'A 58 mm Bluetooth receipt printer',
            'Set up at your warung',
          ],
        },
      },
    ],
    capabilities: ['qris', 'whatsapp', 'offline', 'multiSite', 'onsiteTraining'],
    note: {
      id: 'Termasuk pembaruan dan dukungan WhatsApp. Tanpa biaya pemasangan.',
      en: 'Updates and WhatsApp support included. No set-up fee.',
    },
  },
  'desa-digital': {
    idealFor: {
      id: 'Pemerintah desa, kelurahan, dan desa adat di Bali dan Nusa Tenggara',
      en: 'Village, ward and customary-village governments in Bali and Nusa Tenggara',
    },
    tiers: [
      {
        name: { id: 'Desa', en: 'Village' },
        price: 15_000_000,
        per: 'year',
        unit: { id: 'per desa', en: 'per village' },
        includes: {
          id: [
            'Layanan surat dan register digital',
            'Data penduduk terpusat',
            'Pelatihan di lokasi dan pendampingan dua minggu pertama',
          ],
          en: [
            'Letter requests and a digital register',
            'Central population records',
            'On-site training and two weeks of support at launch',
          ],
        },
      },
      {
        name: { id: 'Desa Adat', en: 'Customary village' },
        price: 21_000_000,
        per: 'year',
        unit: { id: 'per desa', en: 'per village' },
        includes: {
          id: ['Semua isi paket Desa', 'Data krama dan iuran desa adat'],
          en: ['Everything in Village', 'Member and dues records for the customary village'],
        },
      },
    ],
    capabilities: ['onsiteTraining'],
    note: {
      id: 'Untuk program kabupaten dengan beberapa desa, hubungi kami untuk penawaran tertulis.',
      en: 'For regency programmes covering several villages, contact us for a written quote.',
    },
  },
};

/** The words around the tiers and the comparison, once per language. */
export const pricingCopy: Localized<{
  tiersTitle: string;
  per: Record<BillingPeriod, string>;
  ppn: string;
  from: string;
  trial: (days: number) => string;
  quote: string;
  capabilities: Record<ProductCapability, string>;
}> = {
  id: {
    tiersTitle: 'Paket dan harga',
    per: { month: 'per bulan', year: 'per tahun', once: 'sekali bayar' },
    ppn: PRICES_INCLUDE_PPN
      ? `Harga dalam rupiah, sudah termasuk PPN ${PPN_PERCENT}%.`
      : `Harga dalam rupiah, belum termasuk PPN ${PPN_PERCENT}%.`,
    from: 'mulai',
    trial: (days) => `Uji coba gratis ${days} hari`,
    quote: 'Minta penawaran harga',
    capabilities: {
      qris: 'Pembayaran QRIS',
      whatsapp: 'Pesan WhatsApp otomatis',
      offline: 'Tetap jalan tanpa internet',
      multiSite: 'Beberapa lokasi dalam satu akun',
      onsiteTraining: 'Pemasangan dan pelatihan di lokasi',
    },
  },
  en: {
    tiersTitle: 'Plans and pricing',
    per: { month: 'a month', year: 'a year', once: 'one-off' },
    ppn: PRICES_INCLUDE_PPN
      ? `Prices in rupiah, including ${PPN_PERCENT}% VAT (PPN).`
      : `Prices in rupiah, excluding ${PPN_PERCENT}% VAT (PPN).`,
    from: 'from',
    trial: (days) => `${days}-day free trial`,
    quote: 'Request a price quote',
    capabilities: {
      qris: 'QRIS payments',
      whatsapp: 'Automatic WhatsApp messages',
      offline: 'Works without internet',
      multiSite: 'Several sites in one account',
      onsiteTraining: 'On-site set-up and training',
    },
  },
};
