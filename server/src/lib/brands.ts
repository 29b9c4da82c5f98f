// Brands of the demo catalogue: the seed creates them, the media module labels product art by them.
export interface BrandDef {
  slug: string;
  name: string;
}

export const BRANDS: readonly BrandDef[] = [
  { slug: 'dell', name: 'Dell' },
  { slug: 'hp', name: 'HP' },
  { slug: 'lenovo', name: 'Lenovo' },
  { slug: 'asus', name: 'Asus' },
  { slug: 'acer', name: 'Acer' },
  { slug: 'msi', name: 'MSI' },
  { slug: 'samsung', name: 'Samsung' },
  { slug: 'lg', name: 'LG' },
  { slug: 'benq', name: 'BenQ' },
  { slug: 'intel', name: 'Intel' },
  { slug: 'amd', name: 'AMD' },
  { slug: 'cisco', name: 'Cisco' },
  { slug: 'tp-link', name: 'TP-Link' },
  { slug: 'd-link', name: 'D-Link' },
  { slug: 'netgear', name: 'Netgear' },
  { slug: 'ubiquiti', name: 'Ubiquiti' },
  { slug: 'fortinet', name: 'Fortinet' },
  { slug: 'sophos', name: 'Sophos' },
  { slug: 'seagate', name: 'Seagate' },
  { slug: 'wd', name: 'WD' },
  { slug: 'crucial', name: 'Crucial' },
  { slug: 'kingston', name: 'Kingston' },
  { slug: 'sandisk', name: 'SanDisk' },
  { slug: 'synology', name: 'Synology' },
  { slug: 'qnap', name: 'QNAP' },
  { slug: 'canon', name: 'Canon' },
  { slug: 'epson', name: 'Epson' },
  { slug: 'brother', name: 'Brother' },
  { slug: 'corsair', name: 'Corsair' },
  { slug: 'gigabyte', name: 'Gigabyte' },
  { slug: 'zotac', name: 'Zotac' },
  { slug: 'cooler-master', name: 'Cooler Master' },
  { slug: 'logitech', name: 'Logitech' },
  { slug: 'microsoft', name: 'Microsoft' },
  { slug: 'jabra', name: 'Jabra' },
  { slug: 'zebronics', name: 'Zebronics' },
  { slug: 'apc', name: 'APC' },
  { slug: 'eaton', name: 'Eaton' },
  { slug: 'quick-heal', name: 'Quick Heal' },
  { slug: 'k7', name: 'K7' },
  { slug: 'adobe', name: 'Adobe' },
];

const bySlug = new Map(BRANDS.map((b) => [b.slug, b]));

export function brandName(slug: string): string {
  const b = bySlug.get(slug);
  if (!b) throw new Error(`Unknown brand ${slug}`);
  return b.name;
}

/** The brand a product slug starts with (longest match), if any. */
export function brandOfSlug(productSlug: string): BrandDef | undefined {
  let best: BrandDef | undefined;
  for (const b of BRANDS) {
    if ((productSlug === b.slug || productSlug.startsWith(`${b.slug}-`)) && (!best || b.slug.length > best.slug.length)) best = b;
  }
  return best;
}
