// The demo catalogue's taxonomy and one product generator per sub-category. Each generator turns
// a seeded Rng into a realistic product draft (name, model, price, specifications, highlights).
// One file on purpose (~1,600 lines): it is data (the taxonomy and its per-sub-category generators,
// each a table of names, specifications and price ranges), read top to bottom, not logic to split.
import { brandName } from '../../lib/brands';
import { Rng } from './random';

export type Spec = [title: string, description: string];

export interface Draft {
  brand: string;
  name: string;
  model: string;
  /** Base price in rupees before rounding to a shelf price. */
  price: number;
  specs: Spec[];
  highlights: string[];
  summary: string;
  /** Overrides the sub-category's dimension ranges when one line differs a lot (a 305 m cable box). */
  dims?: [number, number][];
  warranty?: Spec;
}

export interface SubDef {
  slug: string;
  title: string;
  /** SKU infix, e.g. LAP in ITW-LAP-00012. */
  code: string;
  /** What a reviewer calls the item ("laptop", "switch"). */
  noun: string;
  /** Relative share of the catalogue. */
  weight: number;
  gst?: number;
  /** The HSN code (6 digits) a tax invoice prints for this kind of goods. */
  hsn: string;
  /** Ranges for height, length, width (cm) and weight (kg); null when there is no box (licences). */
  dims: [number, number][] | null;
  warranty: Spec;
  pitch: string;
  make(r: Rng): Draft;
}

export interface CategoryDef {
  slug: string;
  title: string;
  subs: SubDef[];
}

type Line = readonly [brand: string, series: string, models: readonly string[], tier: number];

const size = (gbs: number) => (gbs >= 1024 ? `${gbs / 1024}TB` : `${gbs}GB`);
const head = (r: Rng, line: Line) => ({ brand: line[0], b: brandName(line[0]), series: line[1], model: r.pick(line[2]), tier: line[3] });
const code = (r: Rng, prefix: string, n = 5) => `${prefix}-${r.code(n)}`;

/* ---------- shared parts ---------- */

interface Cpu {
  name: string;
  short: string;
  tier: number;
  detail: string;
  gpu: string;
}

const LAPTOP_CPUS: readonly Cpu[] = [
  { name: 'Intel Core i3-1315U', short: 'i3', tier: 0, detail: '6 cores, 8 threads, up to 4.5 GHz', gpu: 'Intel UHD Graphics' },
  { name: 'Intel Core i5-1335U', short: 'i5', tier: 1, detail: '10 cores, 12 threads, up to 4.6 GHz', gpu: 'Intel Iris Xe Graphics' },
  { name: 'Intel Core i5-1345U', short: 'i5', tier: 1.3, detail: '10 cores, 12 threads, up to 4.7 GHz, vPro', gpu: 'Intel Iris Xe Graphics' },
  { name: 'Intel Core i7-1355U', short: 'i7', tier: 2, detail: '10 cores, 12 threads, up to 5.0 GHz', gpu: 'Intel Iris Xe Graphics' },
  { name: 'Intel Core Ultra 5 125U', short: 'Ultra 5', tier: 2.2, detail: '12 cores, 14 threads, up to 4.3 GHz, NPU', gpu: 'Intel Graphics' },
  { name: 'AMD Ryzen 5 7530U', short: 'Ryzen 5', tier: 0.9, detail: '6 cores, 12 threads, up to 4.5 GHz', gpu: 'AMD Radeon Graphics' },
  { name: 'AMD Ryzen 7 7730U', short: 'Ryzen 7', tier: 1.8, detail: '8 cores, 16 threads, up to 4.5 GHz', gpu: 'AMD Radeon Graphics' },
];

interface PcCpu {
  name: string;
  short: string;
  tier: number;
  detail: string;
  gpu: string;
  memory: string;
}

const DESKTOP_CPUS: readonly PcCpu[] = [
  { name: 'Intel Core i3-13100', short: 'i3', tier: 0, detail: '4 cores, 8 threads, up to 4.5 GHz', gpu: 'Intel UHD Graphics 730', memory: 'DDR4 3200MHz' },
  { name: 'Intel Core i5-13500', short: 'i5', tier: 1, detail: '14 cores, 20 threads, up to 4.8 GHz', gpu: 'Intel UHD Graphics 770', memory: 'DDR4 3200MHz' },
  { name: 'Intel Core i5-14500', short: 'i5', tier: 1.3, detail: '14 cores, 20 threads, up to 5.0 GHz', gpu: 'Intel UHD Graphics 770', memory: 'DDR4 3200MHz' },
  { name: 'Intel Core i7-13700', short: 'i7', tier: 2, detail: '16 cores, 24 threads, up to 5.2 GHz', gpu: 'Intel UHD Graphics 770', memory: 'DDR4 3200MHz' },
  { name: 'Intel Core i7-14700', short: 'i7', tier: 2.3, detail: '20 cores, 28 threads, up to 5.4 GHz', gpu: 'Intel UHD Graphics 770', memory: 'DDR4 3200MHz' },
];

/** Tiny, Micro and Pro Mini PCs take the 35W T-series of the desktop chips. */
const MINI_CPUS: readonly PcCpu[] = [
  { name: 'Intel Core i3-13100T', short: 'i3', tier: 0, detail: '4 cores, 8 threads, up to 4.2 GHz, 35W', gpu: 'Intel UHD Graphics 730', memory: 'DDR4 3200MHz' },
  { name: 'Intel Core i5-13500T', short: 'i5', tier: 1, detail: '14 cores, 20 threads, up to 4.6 GHz, 35W', gpu: 'Intel UHD Graphics 770', memory: 'DDR4 3200MHz' },
  { name: 'Intel Core i5-14500T', short: 'i5', tier: 1.3, detail: '14 cores, 20 threads, up to 4.8 GHz, 35W', gpu: 'Intel UHD Graphics 770', memory: 'DDR4 3200MHz' },
  { name: 'Intel Core i7-13700T', short: 'i7', tier: 2, detail: '16 cores, 24 threads, up to 4.9 GHz, 35W', gpu: 'Intel UHD Graphics 770', memory: 'DDR4 3200MHz' },
];

/** Mini PCs built on notebook chips, by model: a NUC 14 Pro has a Core Ultra, a PN53 a Ryzen. */
const MINI_CPUS_BY_MODEL: Record<string, readonly PcCpu[]> = {
  'NUC 13 Pro': [
    { name: 'Intel Core i3-1315U', short: 'i3', tier: 0, detail: '6 cores, 8 threads, up to 4.5 GHz', gpu: 'Intel UHD Graphics', memory: 'DDR4 3200MHz SO-DIMM' },
    { name: 'Intel Core i5-1340P', short: 'i5', tier: 1, detail: '12 cores, 16 threads, up to 4.6 GHz', gpu: 'Intel Iris Xe Graphics', memory: 'DDR4 3200MHz SO-DIMM' },
    { name: 'Intel Core i7-1360P', short: 'i7', tier: 2, detail: '12 cores, 16 threads, up to 5.0 GHz', gpu: 'Intel Iris Xe Graphics', memory: 'DDR4 3200MHz SO-DIMM' },
  ],
  'NUC 14 Pro': [
    { name: 'Intel Core Ultra 5 125H', short: 'Ultra 5', tier: 1.3, detail: '14 cores, 18 threads, up to 4.5 GHz, NPU', gpu: 'Intel Arc Graphics', memory: 'DDR5 5600MHz SO-DIMM' },
    { name: 'Intel Core Ultra 7 155H', short: 'Ultra 7', tier: 2.3, detail: '16 cores, 22 threads, up to 4.8 GHz, NPU', gpu: 'Intel Arc Graphics', memory: 'DDR5 5600MHz SO-DIMM' },
  ],
  'ExpertCenter PN53': [
    { name: 'AMD Ryzen 5 7535H', short: 'Ryzen 5', tier: 0.8, detail: '6 cores, 12 threads, up to 4.55 GHz', gpu: 'AMD Radeon 660M Graphics', memory: 'DDR5 4800MHz SO-DIMM' },
    { name: 'AMD Ryzen 7 7735H', short: 'Ryzen 7', tier: 1.6, detail: '8 cores, 16 threads, up to 4.75 GHz', gpu: 'AMD Radeon 680M Graphics', memory: 'DDR5 4800MHz SO-DIMM' },
  ],
};

/** All-in-one screen sizes by model: the model code carries the size (C24 / C27, 24IAP7, neo 30a 27). */
const AIO_SCREENS: Record<string, string> = {
  'ProOne 440 G9': '23.8',
  'ProOne 240 G10': '23.8',
  'OptiPlex 7410 AIO': '23.8',
  'OptiPlex 5420 AIO': '23.8',
  'IdeaCentre AIO 3 24IAP7': '23.8',
  'IdeaCentre AIO 5 27IAH7': '27',
  'ThinkCentre neo 30a 24 Gen 4': '23.8',
  'ThinkCentre neo 30a 27 Gen 4': '27',
  'Aspire C24-1800': '23.8',
  'Aspire C27-1800': '27',
  'AiO A3402WBAK': '23.8',
  'AiO A3702WBAK': '27',
};

const OS = [
  ['Windows 11 Pro', 4500],
  ['Windows 11 Home', 0],
] as const;

const warrantyTerms = (years: string, where: string) =>
  `${years} ${where} warranty from the manufacturer against manufacturing defects, registered on the serial number from the invoice date. Physical, liquid and electrical damage are not covered. Service is provided through the brand's authorised service centres in India; keep the GST invoice for claims.`;

/* ---------- laptops ---------- */

/**
 * A laptop model with the facts its name carries: the screen size (E16, 15IRH8, Latitude 5540)
 * and, where the model code names it (FA507, eq2144AU, B1402CVA), the processor maker.
 */
type LaptopModel = readonly [model: string, screen: string, maker?: 'intel' | 'amd'];
type LaptopLine = readonly [brand: string, series: string, models: readonly LaptopModel[], tier: number];

const BIZ_LAPTOPS: LaptopLine[] = [
  ['dell', 'Latitude', [['3440', '14', 'intel'], ['3540', '15.6', 'intel']], 0],
  ['dell', 'Latitude', [['5440', '14', 'intel'], ['5540', '15.6', 'intel']], 1],
  ['dell', 'Latitude', [['7440', '14', 'intel']], 2],
  ['hp', 'ProBook', [['440 G10', '14', 'intel'], ['450 G10', '15.6', 'intel']], 0.5],
  ['hp', 'EliteBook', [['640 G10', '14', 'intel'], ['840 G10', '14', 'intel']], 1.8],
  ['lenovo', 'ThinkPad', [['E14 Gen 5', '14'], ['E16 Gen 1', '16']], 0.4],
  ['lenovo', 'ThinkPad', [['L14 Gen 4', '14'], ['T14 Gen 4', '14']], 1.5],
  ['asus', 'ExpertBook', [['B1402CVA', '14', 'intel'], ['B5402CVA', '14', 'intel']], 0.2],
  ['acer', 'TravelMate', [['P214-55', '14', 'intel'], ['P216-51', '16', 'intel']], 0.2],
];

const GAMING_LAPTOPS: LaptopLine[] = [
  ['asus', 'TUF Gaming', [['F15 FX507', '15.6', 'intel'], ['A15 FA507', '15.6', 'amd']], 0],
  ['asus', 'ROG Strix', [['G16 G614', '16', 'intel']], 1],
  ['acer', 'Nitro', [['V 15 ANV15-51', '15.6', 'intel']], 0],
  ['acer', 'Predator', [['Helios Neo 16', '16', 'intel']], 1],
  ['lenovo', 'LOQ', [['15IRH8', '15.6', 'intel']], 0],
  ['lenovo', 'Legion', [['5 16IRX9', '16', 'intel'], ['Pro 5', '16']], 1],
  ['hp', 'Victus', [['15-fa1', '15.6', 'intel']], 0],
  ['hp', 'Omen', [['16-wf0', '16.1', 'intel']], 1],
  ['dell', 'G15', [['5530', '15.6', 'intel']], 0.3],
  ['msi', 'Katana', [['15 B13V', '15.6', 'intel']], 0.2],
];

const SLIM_LAPTOPS: LaptopLine[] = [
  ['dell', 'Inspiron', [['14 5430', '14', 'intel'], ['15 3530', '15.6', 'intel']], 0.3],
  ['dell', 'Vostro', [['3430', '14', 'intel'], ['3530', '15.6', 'intel']], 0],
  ['hp', 'Pavilion', [['Aero 13', '13.3', 'amd'], ['Plus 14', '14']], 0.6],
  ['hp', '15s', [['fq5111TU', '15.6', 'intel'], ['eq2144AU', '15.6', 'amd']], 0],
  ['lenovo', 'IdeaPad', [['Slim 3 15IAH8', '15.6', 'intel'], ['Slim 5 14IRL8', '14', 'intel']], 0.2],
  ['lenovo', 'Yoga', [['Slim 7 14', '14']], 1.2],
  ['asus', 'Vivobook', [['15 X1502ZA', '15.6', 'intel'], ['16 X1605', '16']], 0],
  ['asus', 'Zenbook', [['14 OLED UX3405', '14', 'intel']], 1.3],
  ['acer', 'Aspire', [['Lite AL15', '15.6'], ['5 A515', '15.6']], 0],
  ['acer', 'Swift', [['Go 14 SFG14', '14']], 0.9],
  ['samsung', 'Galaxy Book3', [['NP750XFG', '15.6', 'intel']], 0.7],
];

const GAMING_CPUS: readonly Cpu[] = [
  { name: 'Intel Core i5-12450H', short: 'i5', tier: 0, detail: '8 cores, 12 threads, up to 4.4 GHz', gpu: '' },
  { name: 'Intel Core i7-13620H', short: 'i7', tier: 1.2, detail: '10 cores, 16 threads, up to 4.9 GHz', gpu: '' },
  { name: 'Intel Core i9-14900HX', short: 'i9', tier: 3, detail: '24 cores, 32 threads, up to 5.8 GHz', gpu: '' },
  { name: 'AMD Ryzen 7 7435HS', short: 'Ryzen 7', tier: 0.8, detail: '8 cores, 16 threads, up to 4.5 GHz', gpu: '' },
];

const makerOf = (cpu: Cpu) => (cpu.name.startsWith('AMD') ? 'amd' : 'intel');

/** The panel a laptop's size and model imply (16-inch and 13.3-inch models are 16:10). */
function laptopPanel(model: string, screen: string) {
  if (model.includes('OLED')) return { res: 'FHD+ (1920x1200)', label: 'FHD+', panel: 'OLED' };
  if (screen === '16' || screen === '13.3') return { res: 'WUXGA (1920x1200)', label: 'WUXGA', panel: 'IPS anti-glare' };
  return { res: 'FHD (1920x1080)', label: 'Full HD', panel: 'IPS anti-glare' };
}

function laptop(r: Rng, lines: LaptopLine[], kind: string, base: number): Draft {
  const line = r.pick(lines);
  const [model, screen, maker] = r.pick(line[2]);
  const h = { brand: line[0], b: brandName(line[0]), series: line[1], model, tier: line[3] };
  const gaming = kind === 'Gaming Laptop';
  const cpus = gaming ? GAMING_CPUS : LAPTOP_CPUS;
  const cpu = r.pick(maker ? cpus.filter((c) => makerOf(c) === maker) : cpus);
  const ram = gaming ? r.pick([16, 16, 32]) : r.pick([8, 16, 16, 32]);
  const ssd = gaming ? r.pick([512, 1024]) : r.pick([256, 512, 512, 1024]);
  // The size comes from the model now; this draw stays so that every other fact drawn after it
  // (OS, ports, battery, price) is what it was, including the demo customer's rated laptop.
  r.float();
  const { res, label: resLabel, panel } = laptopPanel(model, screen);
  const [os, osCost] = r.pick(kind === 'Business Laptop' ? [OS[0], OS[0], OS[1]] : [OS[1], OS[1], OS[0]]);
  const gpu = gaming ? r.pick(['NVIDIA GeForce RTX 3050 6GB', 'NVIDIA GeForce RTX 4050 6GB', 'NVIDIA GeForce RTX 4060 8GB', 'NVIDIA GeForce RTX 4070 8GB']) : cpu.gpu;
  const gpuTier = gaming ? ['3050', '4050', '4060', '4070'].findIndex((g) => gpu.includes(g)) : 0;
  const gpuShort = gaming ? ` ${gpu.replace('NVIDIA GeForce ', '').replace(/ \d+GB$/, '')}` : '';
  const name = `${h.b} ${h.series} ${h.model} ${screen}" ${kind} ${cpu.short} ${ram}GB ${size(ssd)}${gpuShort}`;
  const hz = gaming ? r.pick(['144Hz', '144Hz', '165Hz', '240Hz']) : '60Hz';
  const price =
    base + cpu.tier * 9000 + (ram / 8 - 1) * 3200 + (ssd / 256 - 1) * 1900 + h.tier * 14000 + osCost + gpuTier * 16000;
  return {
    brand: h.brand,
    name,
    model: code(r, h.series.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase() + h.model.replace(/\D/g, '').slice(0, 4), 5),
    price,
    specs: [
      ['Processor', `${cpu.name} (${cpu.detail})`],
      ['Memory', `${ram}GB ${gaming || cpu.tier >= 2 ? 'DDR5 5200MHz' : 'DDR4 3200MHz'}`],
      ['Storage', `${size(ssd)} PCIe NVMe M.2 SSD`],
      ['Display', `${screen}" ${res} ${panel}, ${hz}${gaming ? '' : `, ${r.pick(['250', '300', '400'])} nits`}`],
      ['Graphics', gpu],
      ['Operating System', os],
      ['Wireless', r.pick(['Wi-Fi 6 (802.11ax), Bluetooth 5.2', 'Wi-Fi 6E, Bluetooth 5.3'])],
      ['Ports', `${r.pick(['2x USB-C (Thunderbolt 4)', '1x USB-C 3.2', '2x USB-C 3.2'])}, 2x USB-A 3.2, HDMI 2.0, audio jack${gaming ? ', RJ45 LAN' : ''}`],
      ['Battery', `${r.pick(['3-cell 54Wh', '4-cell 58Wh', '3-cell 42Wh', '4-cell 70Wh'])}, fast charge`],
      ['Security', kind === 'Business Laptop' ? 'TPM 2.0, fingerprint reader, privacy shutter, Kensington lock slot' : 'TPM 2.0, webcam privacy shutter'],
    ],
    highlights: [
      `${cpu.name} processor with ${ram}GB memory for ${gaming ? 'high frame-rate gaming and content creation' : 'smooth multitasking across office apps'}`,
      `${size(ssd)} NVMe SSD: fast boot and quick file access`,
      `${screen}-inch ${resLabel} ${panel === 'OLED' ? 'OLED ' : ''}${hz} display`,
      gaming ? `${gpu} graphics with advanced cooling` : `${os} pre-installed and activated`,
      kind === 'Business Laptop' ? 'MIL-STD 810H tested build for daily travel' : 'Backlit keyboard and HD webcam for video calls',
    ],
    summary: `${screen}-inch ${kind.toLowerCase()} with ${cpu.name}, ${ram}GB RAM and ${size(ssd)} SSD${gaming ? ` plus ${gpu} graphics` : ''}.`,
  };
}

/* ---------- desktops ---------- */

function desktop(r: Rng, kind: 'Desktop' | 'All-in-One Desktop' | 'Mini PC'): Draft {
  const lines: Record<typeof kind, Line[]> = {
    Desktop: [
      ['dell', 'OptiPlex', ['7010 Tower', '7010 SFF', '5000 Tower'], 0.6],
      ['dell', 'Vostro', ['3020 Tower', '3020 SFF'], 0],
      ['hp', 'ProDesk', ['400 G9 SFF', '400 G9 MT'], 0.3],
      ['hp', 'Elite Tower', ['600 G9'], 1],
      ['lenovo', 'ThinkCentre', ['M70s Gen 4', 'neo 50t Gen 4'], 0.4],
      ['acer', 'Veriton', ['S2690G', 'M4690G'], 0],
    ],
    'All-in-One Desktop': [
      ['hp', 'ProOne', ['440 G9', '240 G10'], 0.5],
      ['dell', 'OptiPlex', ['7410 AIO', '5420 AIO'], 1],
      ['lenovo', 'IdeaCentre', ['AIO 3 24IAP7', 'AIO 5 27IAH7'], 0.2],
      ['lenovo', 'ThinkCentre', ['neo 30a 24 Gen 4', 'neo 30a 27 Gen 4'], 0.6],
      ['acer', 'Aspire', ['C24-1800', 'C27-1800'], 0],
      ['asus', 'AiO', ['A3402WBAK', 'A3702WBAK'], 0],
    ],
    'Mini PC': [
      ['asus', 'NUC', ['14 Pro', '13 Pro'], 0.4],
      ['asus', 'ExpertCenter', ['PN53'], 0.2],
      ['lenovo', 'ThinkCentre', ['M70q Gen 4 Tiny', 'neo 50q Gen 4 Tiny'], 0.5],
      ['hp', 'Pro Mini', ['400 G9'], 0.5],
      ['dell', 'OptiPlex', ['7010 Micro'], 0.7],
    ],
  };
  const h = head(r, r.pick(lines[kind]));
  const key = `${h.series} ${h.model}`;
  const cpu = r.pick(kind === 'Mini PC' ? (MINI_CPUS_BY_MODEL[key] ?? MINI_CPUS) : DESKTOP_CPUS);
  const ram = r.pick([8, 8, 16, 16, 32]);
  const ssd = r.pick([256, 512, 512, 1024]);
  const [os, osCost] = r.pick([OS[0], OS[0], OS[1]]);
  const screen = kind === 'All-in-One Desktop' ? AIO_SCREENS[key] : '';
  if (screen === undefined) throw new Error(`No screen size for the all-in-one ${key}`);
  const base = kind === 'All-in-One Desktop' ? 43000 : kind === 'Mini PC' ? 30000 : 31000;
  const name = `${h.b} ${h.series} ${h.model} ${screen ? `${screen}" ` : ''}${kind} ${cpu.short} ${ram}GB ${size(ssd)}`;
  return {
    brand: h.brand,
    name,
    model: code(r, h.series.slice(0, 3).toUpperCase(), 6),
    price: base + cpu.tier * 9500 + (ram / 8 - 1) * 3000 + (ssd / 256 - 1) * 1800 + h.tier * 9000 + osCost + (screen === '27' ? 9000 : 0),
    specs: [
      ['Processor', `${cpu.name} (${cpu.detail})`],
      // An all-in-one is chosen by its screen, so the display is among the first facts shown.
      ...(screen ? ([['Display', `${screen}" FHD (1920x1080) IPS anti-glare, built-in 5MP pop-up webcam`]] as Spec[]) : []),
      ['Memory', `${ram}GB ${cpu.memory} (${ram >= 16 ? '2x' : '1x'} ${ram >= 16 ? ram / 2 : ram}GB)`],
      ['Storage', `${size(ssd)} PCIe NVMe M.2 SSD`],
      ['Graphics', cpu.gpu],
      ['Operating System', os],
      ['Networking', r.pick(['Gigabit Ethernet, Wi-Fi 6, Bluetooth 5.2', 'Gigabit Ethernet (Wi-Fi optional)'])],
      ['Front Ports', '2x USB 3.2 Gen 1, 1x USB-C, universal audio jack'],
      ['Rear Ports', `${kind === 'Mini PC' ? '2x' : '4x'} USB, HDMI 1.4, DisplayPort 1.4${kind === 'Mini PC' ? '' : ', serial port (optional)'}`],
      ['Power Supply', kind === 'Mini PC' ? '90W external adapter' : r.pick(['180W 85% efficient', '260W 92% efficient (80 Plus Platinum)'])],
      ['In the Box', kind === 'Desktop' ? 'USB keyboard and optical mouse, power cable' : 'Wired keyboard and mouse, power adapter'],
    ],
    highlights: [
      `${cpu.name} with ${ram}GB memory for everyday office, billing and ERP work`,
      `${size(ssd)} NVMe SSD for fast boot and application loading`,
      kind === 'Mini PC' ? 'Under one litre: mounts behind a monitor with a VESA bracket' : kind === 'Desktop' ? 'Tool-less chassis for quick upgrades and servicing' : 'Clutter-free design with a single power cable',
      `${os} pre-installed`,
      'Manageable fleet: BIOS password, TPM 2.0 and remote management support',
    ],
    summary: `${kind} for offices with ${cpu.name}, ${ram}GB RAM and ${size(ssd)} SSD${screen ? ` on a ${screen}-inch display` : ''}.`,
  };
}

function workstation(r: Rng): Draft {
  const h = head(r, r.pick<Line>([
    ['dell', 'Precision', ['3660 Tower', '3680 Tower'], 0.3],
    ['hp', 'Z2', ['G9 Tower'], 0.2],
    ['lenovo', 'ThinkStation', ['P360 Tower', 'P3 Tower'], 0.1],
  ]));
  const cpu = r.pick([
    ['Intel Core i7-13700', 'i7', 0],
    ['Intel Core i9-13900', 'i9', 1],
    ['Intel Xeon W-1370P', 'Xeon W', 0.6],
  ] as const);
  const gpu = r.pick([
    ['NVIDIA T1000 8GB', 0],
    ['NVIDIA RTX A2000 12GB', 1],
    ['NVIDIA RTX A4000 16GB', 2.6],
  ] as const);
  const ram = r.pick([16, 32, 64]);
  const ssd = r.pick([512, 1024, 2048]);
  return {
    brand: h.brand,
    name: `${h.b} ${h.series} ${h.model} Workstation ${cpu[1]} ${ram}GB ${size(ssd)} ${gpu[0].replace('NVIDIA ', '').replace(/ \d+GB$/, '')}`,
    model: code(r, 'WS', 6),
    price: 98000 + cpu[2] * 22000 + gpu[1] * 30000 + (ram / 16 - 1) * 6500 + (ssd / 512 - 1) * 3500 + h.tier * 10000,
    specs: [
      ['Processor', cpu[0]],
      ['Memory', `${ram}GB DDR5 4800MHz ECC-capable, 4 DIMM slots`],
      ['Storage', `${size(ssd)} PCIe Gen4 NVMe SSD, 2 additional 3.5" bays`],
      ['Graphics', `${gpu[0]} professional graphics, 4x mini DisplayPort`],
      ['Operating System', 'Windows 11 Pro for Workstations'],
      ['Certifications', 'ISV certified for AutoCAD, SolidWorks, Revit and CATIA'],
      ['Power Supply', '500W 90% efficient'],
      ['Expansion', '2x PCIe x16, 1x PCIe x4, 1x PCIe x1'],
    ],
    highlights: [
      'ISV-certified for CAD, BIM and simulation software',
      `${gpu[0]} professional GPU with certified drivers`,
      `${ram}GB DDR5 memory, expandable to 128GB`,
      '3 years onsite support with next-business-day response',
    ],
    summary: `Tower workstation with ${cpu[0]}, ${ram}GB RAM and ${gpu[0]} for design and engineering teams.`,
  };
}

/* ---------- monitors ---------- */

/** A monitor model and the facts its name states: size, resolution, refresh rate and panel. */
type MonitorModel = readonly [brand: string, series: string, model: string, inches: string, res: 'FHD' | 'QHD' | '4K', hz: number, panel: string, tier: number];

const RESOLUTIONS = { FHD: 'FHD (1920x1080)', QHD: 'QHD (2560x1440)', '4K': '4K UHD (3840x2160)' } as const;

const MONITORS: Record<'office' | 'gaming' | 'pro', readonly MonitorModel[]> = {
  office: [
    ['dell', '', 'E2424HS', '23.8', 'FHD', 60, 'VA', 0],
    ['dell', '', 'P2423H', '23.8', 'FHD', 60, 'IPS', 0.4],
    ['dell', '', 'SE2422H', '23.8', 'FHD', 75, 'VA', 0],
    ['dell', '', 'E2223HN', '21.5', 'FHD', 60, 'VA', 0],
    ['dell', '', 'P2723D', '27', 'QHD', 60, 'IPS', 0.6],
    ['hp', '', 'P24 G5', '23.8', 'FHD', 75, 'IPS', 0.2],
    ['hp', '', 'E24 G5', '23.8', 'FHD', 75, 'IPS', 0.4],
    ['hp', '', 'P22 G5', '21.5', 'FHD', 75, 'IPS', 0.1],
    ['lenovo', 'ThinkVision', 'E24-30', '23.8', 'FHD', 100, 'IPS', 0.3],
    ['lenovo', 'ThinkVision', 'T24i-30', '23.8', 'FHD', 60, 'IPS', 0.3],
    ['lenovo', 'ThinkVision', 'T27i-30', '27', 'FHD', 60, 'IPS', 0.5],
    ['lg', '', '22MP400', '21.5', 'FHD', 75, 'VA', 0],
    ['lg', '', '24MP400', '23.8', 'FHD', 75, 'IPS', 0],
    ['lg', '', '27MP60G', '27', 'FHD', 75, 'IPS', 0.2],
    ['samsung', '', 'LS24C310', '24', 'FHD', 75, 'IPS', 0],
    ['samsung', '', 'LF27T350', '27', 'FHD', 75, 'IPS', 0.2],
    ['acer', '', 'KA242Y', '23.8', 'FHD', 100, 'VA', 0],
    ['benq', '', 'GW2490', '23.8', 'FHD', 100, 'IPS', 0.1],
  ],
  gaming: [
    ['asus', 'TUF Gaming', 'VG249Q1A', '23.8', 'FHD', 165, 'IPS', 0.2],
    ['asus', 'TUF Gaming', 'VG27AQ3A', '27', 'QHD', 180, 'Fast IPS', 0.4],
    ['asus', 'ROG Strix', 'XG27ACS', '27', 'QHD', 180, 'Fast IPS', 1.2],
    ['lg', 'UltraGear', '24GS60F', '23.8', 'FHD', 180, 'IPS', 0.1],
    ['lg', 'UltraGear', '27GR75Q', '27', 'QHD', 165, 'IPS', 0.5],
    ['lg', 'UltraGear', '32GN600', '31.5', 'QHD', 165, 'VA', 0.6],
    ['samsung', 'Odyssey', 'G3 LS24AG320', '24', 'FHD', 165, 'VA', 0],
    ['samsung', 'Odyssey', 'G5 LS27CG510', '27', 'QHD', 165, 'VA', 0.6],
    ['samsung', 'Odyssey', 'G7 LS28BG700', '28', '4K', 144, 'IPS', 1],
    ['acer', 'Nitro', 'VG240Y', '23.8', 'FHD', 165, 'IPS', 0],
    ['acer', 'Nitro', 'XV272U', '27', 'QHD', 170, 'IPS', 0.3],
    ['benq', 'MOBIUZ', 'EX2710Q', '27', 'QHD', 165, 'IPS', 0.9],
    ['msi', '', 'G244F', '23.8', 'FHD', 170, 'Fast IPS', 0],
    ['msi', '', 'G2712', '27', 'FHD', 170, 'IPS', 0.2],
  ],
  pro: [
    ['dell', 'UltraSharp', 'U2424H', '23.8', 'FHD', 120, 'IPS', 0.2],
    ['dell', 'UltraSharp', 'U2723QE', '27', '4K', 60, 'IPS Black', 1],
    ['dell', 'UltraSharp', 'U3223QE', '31.5', '4K', 60, 'IPS Black', 1.4],
    ['benq', '', 'PD2506Q', '25', 'QHD', 60, 'IPS', 0.3],
    ['benq', '', 'PD2705U', '27', '4K', 60, 'IPS', 0.8],
    ['benq', '', 'SW272U', '27', '4K', 60, 'IPS', 2],
    ['lg', '', '27UP850N', '27', '4K', 60, 'IPS', 0.6],
    ['asus', 'ProArt', 'PA278CV', '27', 'QHD', 75, 'IPS', 0.4],
    ['asus', 'ProArt', 'PA279CRV', '27', '4K', 60, 'IPS', 0.8],
    ['hp', '', 'Z27k G3', '27', '4K', 60, 'IPS', 1.1],
  ],
};

function monitor(r: Rng, kind: 'office' | 'gaming' | 'pro'): Draft {
  const [brand, series, model, inches, resKey, hz, panel, tier] = r.pick(MONITORS[kind]);
  const res = RESOLUTIONS[resKey];
  // What a model always has (its stand, inputs, brightness) comes from the model, not the listing.
  const f = new Rng(`monitor:${model}`);
  const h = { brand, b: brandName(brand), tier };
  const mdl = [series, model].filter(Boolean).join(' ');
  const label = kind === 'gaming' ? 'Gaming Monitor' : kind === 'pro' ? 'Professional Monitor' : 'Monitor';
  const base = { office: 6200, gaming: 11000, pro: 24000 }[kind];
  const inchCost = (Number(inches) - 21.5) * (kind === 'office' ? 800 : 1600);
  return {
    brand: h.brand,
    name: `${h.b} ${mdl} ${inches}" ${res.split(' (')[0]} ${hz}Hz ${panel} ${label}`,
    model,
    price: base + inchCost + h.tier * 9000 + (res.startsWith('4K') ? 12000 : res.startsWith('QHD') ? 6000 : 0) + (hz - 60) * 70,
    specs: [
      ['Screen Size', `${inches} inch (${Math.round(Number(inches) * 2.54 * 10) / 10} cm)`],
      ['Resolution', res],
      ['Panel Type', `${panel}, ${kind === 'office' ? '16.7 million colours' : '1.07 billion colours'}`],
      ['Refresh Rate', `${hz}Hz${kind === 'gaming' ? ', 1ms (MPRT), AMD FreeSync Premium / G-Sync compatible' : ''}`],
      ['Brightness', `${kind === 'pro' ? f.pick(['350', '400']) : f.pick(['250', '300'])} cd/m²`],
      ['Colour Gamut', kind === 'pro' ? '99% sRGB, 95% DCI-P3, factory calibrated (Delta E < 2)' : '99% sRGB'],
      ['Inputs', kind === 'pro' ? 'USB-C (90W power delivery), HDMI 2.0, DisplayPort 1.4, USB hub, RJ45' : f.pick(['HDMI 1.4, VGA', 'HDMI, DisplayPort', '2x HDMI 2.0, DisplayPort 1.4'])],
      ['Stand', f.pick(['Tilt', 'Height, tilt, swivel and pivot adjustable', 'Tilt and height adjustable'])],
      ['VESA Mount', '100 x 100 mm'],
      ['Eye Care', 'Flicker-free, low blue light (TÜV certified)'],
    ],
    highlights: [
      `${inches}-inch ${res} ${panel} panel at ${hz}Hz`,
      kind === 'gaming' ? 'Adaptive sync for tear-free gameplay' : kind === 'pro' ? 'Factory colour calibration report in the box' : 'Slim bezels for dual-monitor desks',
      'Flicker-free backlight and low blue light mode for long working hours',
      'VESA 100 mount support',
    ],
    summary: `${inches}-inch ${res} ${panel} ${label.toLowerCase()} with ${hz}Hz refresh rate.`,
  };
}

/* ---------- networking ---------- */

function router(r: Rng): Draft {
  const m = r.pick([
    ['tp-link', 'Archer C6', 'AC1200 Dual Band Wi-Fi Router', 2300, 'Wi-Fi 5, 867 + 300 Mbps'],
    ['tp-link', 'Archer AX23', 'AX1800 Dual Band Wi-Fi 6 Router', 3900, 'Wi-Fi 6, 1201 + 574 Mbps'],
    ['tp-link', 'Archer AX55', 'AX3000 Dual Band Gigabit Wi-Fi 6 Router', 6500, 'Wi-Fi 6, 2402 + 574 Mbps'],
    ['tp-link', 'ER605', 'Omada Gigabit VPN Router', 5400, 'Wired, up to 4 WAN ports'],
    ['tp-link', 'ER7206', 'Omada Gigabit Multi-WAN VPN Router', 13500, 'Wired, up to 4 WAN ports'],
    ['cisco', 'RV340', 'Dual WAN Gigabit VPN Router', 21500, 'Wired, 2 WAN + 4 LAN'],
    ['cisco', 'ISR1111-4P', 'Integrated Services Router', 88000, 'Wired, 4-port GE LAN, 2 GE WAN'],
    ['d-link', 'DIR-825', 'AC1200 Dual Band Gigabit Router', 2600, 'Wi-Fi 5, 867 + 300 Mbps'],
    ['d-link', 'DSR-250', 'Unified Services VPN Router', 15500, 'Wired, 8 LAN + 1 WAN'],
    ['netgear', 'Nighthawk RAX50', 'AX5400 Wi-Fi 6 Router', 21000, 'Wi-Fi 6, 4804 + 600 Mbps'],
    ['netgear', 'R6350', 'AC1750 Smart Wi-Fi Router', 4900, 'Wi-Fi 5, 1300 + 450 Mbps'],
    ['tp-link', 'Archer AX73', 'AX5400 Dual Band Gigabit Wi-Fi 6 Router', 9900, 'Wi-Fi 6, 4804 + 574 Mbps'],
    ['tp-link', 'ER707-M2', 'Omada Multi-Gigabit VPN Router', 15900, 'Wired, 2x 2.5G + 4x Gigabit ports'],
    ['d-link', 'DIR-X1560', 'AX1500 Wi-Fi 6 Gigabit Router', 4400, 'Wi-Fi 6, 1201 + 300 Mbps'],
  ] as const);
  const wired = m[4].startsWith('Wired');
  const f = new Rng(`router:${m[1]}`);
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} ${m[2]}`,
    model: m[1].split(' ').pop()!,
    price: m[3] * r.float(0.97, 1.05),
    specs: [
      ['Wireless Standard', m[4]],
      ['WAN Port', wired ? 'Gigabit Ethernet, load balancing and failover' : '1x Gigabit Ethernet'],
      ['LAN Ports', wired ? 'Gigabit Ethernet, configurable WAN/LAN' : '4x Gigabit Ethernet'],
      ['VPN', wired ? 'IPsec, OpenVPN, L2TP, PPTP site-to-site and client VPN' : 'OpenVPN and PPTP VPN server'],
      ['Security', 'SPI firewall, access control, DoS defence'],
      ['Management', wired ? 'Web UI, cloud controller, SNMP' : 'Mobile app and web UI'],
      ['Antennas', wired ? 'None (wired router)' : `${f.pick(['4', '4', '5'])} external high-gain antennas`],
      ['Power', '12V DC adapter'],
    ],
    highlights: [
      wired ? 'Multi-WAN load balancing keeps branches online when one ISP fails' : 'Dual-band Wi-Fi for homes and small offices',
      'Built-in VPN for secure remote access',
      'Easy setup through a browser or mobile app',
      'Firmware updates from the manufacturer',
    ],
    summary: `${m[2]} from ${brandName(m[0])} for small offices and branches.`,
  };
}

function networkSwitch(r: Rng): Draft {
  const m = r.pick([
    ['tp-link', 'TL-SG1005D', 5, 'Unmanaged', 800, false],
    ['tp-link', 'TL-SG1008D', 8, 'Unmanaged', 1300, false],
    ['tp-link', 'TL-SG1016D', 16, 'Unmanaged', 3900, false],
    ['tp-link', 'TL-SG1024D', 24, 'Unmanaged', 6200, false],
    ['tp-link', 'TL-SG108E', 8, 'Easy Smart Managed', 2400, false],
    ['tp-link', 'TL-SG3428', 24, 'L2+ Managed', 14800, false],
    ['tp-link', 'TL-SG2210MP', 8, 'Smart Managed PoE+', 11500, true],
    ['tp-link', 'TL-SF1008D', 8, 'Unmanaged Fast Ethernet', 650, false],
    ['cisco', 'CBS110-8T-D', 8, 'Unmanaged', 3900, false],
    ['cisco', 'CBS110-24T', 24, 'Unmanaged', 10500, false],
    ['cisco', 'CBS250-24T-4G', 24, 'Smart Managed', 24500, false],
    ['cisco', 'CBS350-24P-4G', 24, 'Managed PoE+', 58000, true],
    ['cisco', 'Catalyst C1000-48T-4G-L', 48, 'Managed', 112000, false],
    ['d-link', 'DGS-1008A', 8, 'Unmanaged', 1200, false],
    ['d-link', 'DGS-1210-28', 24, 'Smart Managed', 13200, false],
    ['d-link', 'DES-1016D', 16, 'Unmanaged Fast Ethernet', 2400, false],
    ['netgear', 'GS308', 8, 'Unmanaged', 1900, false],
    ['netgear', 'GS324', 24, 'Unmanaged', 7900, false],
    ['netgear', 'GS308PP', 8, 'Unmanaged PoE+', 6900, true],
  ] as const);
  const managed = m[3].includes('Managed') && !m[3].startsWith('Unmanaged');
  const ports = m[2];
  // A Fast Ethernet switch says so instead of Gigabit, in the name and in the port speeds.
  const fast = m[3].includes('Fast Ethernet');
  const speed = fast ? '10/100 Mbps' : '10/100/1000 Mbps';
  const kindName = fast ? m[3] : `Gigabit ${m[3]}`;
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} ${ports}-Port ${kindName} Switch`,
    model: m[1],
    price: m[4] * r.float(0.97, 1.05),
    specs: [
      ['Ports', `${ports}x ${speed} RJ45${ports >= 24 && managed ? ' + 4x Gigabit SFP' : ''}`],
      ['Switching Capacity', `${fast ? (ports * 0.2).toFixed(1) : ports * 2 + (managed ? 8 : 0)} Gbps`],
      ['Management', managed ? 'Web GUI, CLI, SNMP v1/v2c/v3, cloud management' : 'Plug and play (unmanaged)'],
      ['Layer 2 Features', managed ? '802.1Q VLAN, LACP, STP/RSTP/MSTP, IGMP snooping, QoS' : 'IEEE 802.3x flow control, auto MDI/MDIX'],
      ['PoE', m[5] ? `802.3af/at PoE+, ${ports >= 24 ? '195W' : '62W'} budget` : 'Not supported'],
      ['MAC Address Table', managed ? '16K entries' : '8K entries'],
      ['Mounting', ports >= 16 ? '19-inch rack mount (kit included)' : 'Desktop or wall mount'],
      ['Power', ports >= 16 ? 'Internal 100-240V AC' : '5V/9V DC adapter'],
      ['Energy Efficiency', 'IEEE 802.3az Energy Efficient Ethernet'],
    ],
    highlights: [
      `${ports} ${fast ? 'Fast Ethernet' : 'Gigabit'} ports for office LANs`,
      managed ? 'VLANs and QoS to separate voice, CCTV and office traffic' : 'Plug and play: no configuration needed',
      m[5] ? 'Powers IP cameras, phones and access points over Ethernet' : 'Fanless, silent operation',
      'Metal casing with rack or desk mounting',
    ],
    summary: `${ports}-port ${fast ? m[3].toLowerCase().replace('fast ethernet', 'Fast Ethernet') : `Gigabit ${m[3].toLowerCase()}`} switch from ${brandName(m[0])}.`,
  };
}

function accessPoint(r: Rng): Draft {
  const m = r.pick([
    ['tp-link', 'EAP225', 'Omada AC1350 Ceiling Mount Access Point', 4200, 'Wi-Fi 5, 867 + 450 Mbps'],
    ['tp-link', 'EAP610', 'Omada AX1800 Ceiling Mount Wi-Fi 6 Access Point', 7900, 'Wi-Fi 6, 1201 + 574 Mbps'],
    ['tp-link', 'EAP670', 'Omada AX5400 Ceiling Mount Wi-Fi 6 Access Point', 15800, 'Wi-Fi 6, 4804 + 574 Mbps'],
    ['cisco', 'CBW240AC', 'Business 240AC Wi-Fi Access Point', 24500, 'Wi-Fi 5 Wave 2, 1733 + 400 Mbps'],
    ['cisco', 'CBW150AX', 'Business 150AX Wi-Fi 6 Access Point', 14500, 'Wi-Fi 6, 1201 + 574 Mbps'],
    ['ubiquiti', 'UniFi U6 Lite', 'Wi-Fi 6 Access Point', 12500, 'Wi-Fi 6, 1201 + 300 Mbps'],
    ['ubiquiti', 'UniFi U6 Pro', 'Wi-Fi 6 Access Point', 21500, 'Wi-Fi 6, 4800 + 573 Mbps'],
    ['netgear', 'WAX214', 'Insight Managed Wi-Fi 6 Access Point', 9800, 'Wi-Fi 6, 1200 + 600 Mbps'],
    ['d-link', 'DAP-2610', 'Wave 2 AC1300 Access Point', 6900, 'Wi-Fi 5, 867 + 400 Mbps'],
    ['tp-link', 'EAP650', 'Omada AX3000 Ceiling Mount Wi-Fi 6 Access Point', 11200, 'Wi-Fi 6, 2402 + 574 Mbps'],
    ['ubiquiti', 'UniFi U6+', 'Wi-Fi 6 Access Point', 15500, 'Wi-Fi 6, 2400 + 573 Mbps'],
    ['netgear', 'WAX615', 'Insight Managed Wi-Fi 6 AX3000 Access Point', 16900, 'Wi-Fi 6, 2400 + 600 Mbps'],
  ] as const);
  const f = new Rng(`ap:${m[1]}`);
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} ${m[2]}`,
    model: m[1].replace('UniFi ', ''),
    price: m[3] * r.float(0.97, 1.05),
    specs: [
      ['Wireless Standard', m[4]],
      ['Ethernet', '1x Gigabit RJ45 with PoE in'],
      ['Power', '802.3af/at PoE or 12V DC adapter'],
      ['Clients', `Up to ${f.pick(['100', '150', '200', '300'])} concurrent clients`],
      ['Management', 'Cloud controller, mobile app or standalone web UI'],
      ['Roaming', 'Seamless roaming (802.11k/v/r), band steering, airtime fairness'],
      ['Security', 'WPA3-Enterprise, WPA2-PSK, captive portal, guest network isolation'],
      ['Mounting', 'Ceiling and wall mount kits included'],
    ],
    highlights: [
      'Centrally managed Wi-Fi for offices, hotels and schools',
      'PoE powered: one cable for data and power',
      'Seamless roaming between access points',
      'Guest network with captive portal',
    ],
    summary: `${m[4].split(',')[0]} ceiling-mount access point for business networks.`,
  };
}

function firewall(r: Rng): Draft {
  const m = r.pick([
    ['fortinet', 'FortiGate 40F', 'Next-Generation Firewall', 38000, '5 Gbps', '200 Mbps'],
    ['fortinet', 'FortiGate 60F', 'Next-Generation Firewall', 62000, '10 Gbps', '700 Mbps'],
    ['fortinet', 'FortiGate 80F', 'Next-Generation Firewall', 118000, '10 Gbps', '900 Mbps'],
    ['sophos', 'XGS 87', 'Desktop Firewall Appliance', 42000, '3.85 Gbps', '280 Mbps'],
    ['sophos', 'XGS 107', 'Desktop Firewall Appliance', 69000, '7 Gbps', '420 Mbps'],
    ['cisco', 'Firepower 1010', 'NGFW Security Appliance', 78000, '2 Gbps', '650 Mbps'],
    ['netgear', 'Insight BR500', 'Business VPN Router and Firewall', 29500, '1 Gbps', '300 Mbps'],
  ] as const);
  const years = r.pick([1, 3]);
  const f = new Rng(`firewall:${m[1]}`);
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} ${m[2]} with ${years} Year Security Bundle`,
    model: m[1].replace('FortiGate ', 'FG-'),
    price: m[3] * (years === 3 ? 1.55 : 1) * r.float(0.98, 1.03),
    specs: [
      ['Firewall Throughput', m[4]],
      ['Threat Protection Throughput', m[5]],
      ['Interfaces', `${f.pick(['8', '10'])}x Gigabit RJ45, ${f.pick(['1', '2'])}x SFP`],
      ['VPN', 'IPsec site-to-site and SSL/IPsec remote access VPN'],
      ['Security Services', `IPS, antivirus, web filtering, application control (${years} year subscription)`],
      ['Management', 'Web console, CLI and cloud central management'],
      ['Recommended Users', m[3] < 45_000 ? 'Up to 25' : m[3] < 80_000 ? 'Up to 50' : 'Up to 100'],
      ['Form Factor', 'Desktop, rack mount kit optional'],
    ],
    highlights: [
      'Next-generation firewall with IPS, antivirus and web filtering',
      `${years} year security subscription bundled`,
      'Secure remote access for work-from-home staff',
      'Helps meet audit and data-protection requirements',
    ],
    summary: `${m[2]} for small and mid-sized offices, bundled with ${years} ${years === 1 ? 'year' : 'years'} of security services.`,
  };
}

/* ---------- storage ---------- */

/**
 * Drive model numbers carry the capacity and the family: Seagate ST<GB><family code><rev>
 * (ST4000VN006 is a 4TB IronWolf), WD WD<TB x 10><family code> (WD40EFPX is a 4TB Red Plus).
 */
function hdd(r: Rng): Draft {
  const m = r.pick([
    ['seagate', 'BarraCuda', 'Desktop', 'DM', [1024, 2048, 4096, 8192], 3500, '5400/7200 RPM', '2 Years'],
    ['seagate', 'IronWolf', 'NAS', 'VN', [4096, 8192, 12288], 9500, '5400/7200 RPM', '3 Years'],
    ['seagate', 'SkyHawk', 'Surveillance', 'VX', [2048, 4096, 8192], 5800, '5400 RPM', '3 Years'],
    ['seagate', 'Exos X18', 'Enterprise', 'NM', [12288, 16384], 24000, '7200 RPM', '5 Years'],
    ['wd', 'Blue', 'Desktop', 'EZAZ', [1024, 2048, 4096], 3600, '5400/7200 RPM', '2 Years'],
    ['wd', 'Red Plus', 'NAS', 'EFPX', [4096, 8192, 12288], 10200, '5400 RPM', '3 Years'],
    ['wd', 'Purple', 'Surveillance', 'PURZ', [2048, 4096, 8192], 5600, '5400 RPM', '3 Years'],
    ['wd', 'Gold', 'Enterprise', 'FRYZ', [8192, 16384], 22000, '7200 RPM', '5 Years'],
  ] as const);
  const cap = r.pick(m[4]);
  const tb = cap / 1024;
  const revision = r.code(3, '0123456789');
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} ${tb}TB ${m[2]} 3.5" SATA Internal Hard Drive`,
    model: m[0] === 'seagate' ? `ST${tb * 1000}${m[3]}${revision}` : `WD${tb * 10}${m[3]}`,
    price: m[5] + (tb - Math.min(...m[4]) / 1024) * (m[2] === 'Enterprise' ? 1500 : 1900),
    specs: [
      ['Capacity', `${tb}TB`],
      ['Interface', 'SATA 6Gb/s'],
      ['Form Factor', '3.5 inch'],
      ['Rotational Speed', m[6]],
      ['Cache', `${tb >= 8 ? 256 : 64}MB`],
      ['Workload Rate', m[2] === 'Enterprise' ? '550 TB/year' : m[2] === 'Desktop' ? '55 TB/year' : '180 TB/year'],
      ['Recommended Use', { Desktop: 'Desktop PCs and all-in-ones', NAS: '1 to 8-bay NAS systems', Surveillance: 'DVR/NVR with up to 64 cameras', Enterprise: 'Servers and data centres' }[m[2]]],
      ['Warranty', `${m[7]} limited`],
    ],
    warranty: [`${m[7]}`, warrantyTerms(m[7].toLowerCase(), 'limited replacement')],
    highlights: [
      `${tb}TB ${m[2].toLowerCase()} class drive`,
      m[2] === 'Surveillance' ? 'Tuned for 24x7 CCTV recording' : m[2] === 'NAS' ? 'Firmware tuned for RAID and always-on NAS use' : 'Dependable bulk storage',
      `${m[7]} manufacturer warranty`,
    ],
    summary: `${tb}TB ${m[1]} 3.5-inch SATA hard drive for ${m[2].toLowerCase()} use.`,
  };
}

/** 1000 -> 1T0 (Samsung's way of writing a capacity in a model number). */
const samsungCap = (gb: number) => (gb >= 1000 ? `${gb / 1000}T0` : `${gb}`);
/** 1000 -> 100T, 500 -> 500G (WD's way). */
const wdCap = (gb: number) => (gb >= 1000 ? `${gb / 10}T` : `${gb}G`);

type SsdLine = readonly [brand: string, series: string, kind: string, read: number, write: number, tier: number, caps: readonly number[], model: (gb: number) => string];

/** Each line's real capacities and its model-number scheme, which spells the capacity out. */
const SSDS: readonly SsdLine[] = [
  ['samsung', '870 EVO', 'SATA 2.5"', 560, 530, 1.0, [250, 500, 1000, 2000, 4000], (gb) => `MZ-77E${samsungCap(gb)}BW`],
  ['samsung', '980', 'NVMe M.2 PCIe 3.0', 3500, 3000, 1.1, [250, 500, 1000], (gb) => `MZ-V8V${samsungCap(gb)}BW`],
  ['samsung', '990 PRO', 'NVMe M.2 PCIe 4.0', 7450, 6900, 1.8, [1000, 2000, 4000], (gb) => `MZ-V9P${samsungCap(gb)}BW`],
  ['wd', 'Blue SA510', 'SATA 2.5"', 560, 520, 0.95, [250, 500, 1000, 2000], (gb) => `WDS${wdCap(gb)}3B0A`],
  ['wd', 'Blue SN580', 'NVMe M.2 PCIe 4.0', 4150, 4150, 1.05, [250, 500, 1000, 2000], (gb) => `WDS${wdCap(gb)}3B0E`],
  ['wd', 'Black SN850X', 'NVMe M.2 PCIe 4.0', 7300, 6600, 1.6, [1000, 2000, 4000], (gb) => `WDS${wdCap(gb)}2X0E`],
  ['crucial', 'MX500', 'SATA 2.5"', 560, 510, 0.95, [250, 500, 1000, 2000, 4000], (gb) => `CT${gb}MX500SSD1`],
  ['crucial', 'P3 Plus', 'NVMe M.2 PCIe 4.0', 5000, 4200, 1.0, [500, 1000, 2000, 4000], (gb) => `CT${gb}P3PSSD8`],
  ['kingston', 'A400', 'SATA 2.5"', 500, 450, 0.8, [240, 480, 960], (gb) => `SA400S37/${gb}G`],
  ['kingston', 'NV2', 'NVMe M.2 PCIe 4.0', 3500, 2800, 0.9, [250, 500, 1000, 2000], (gb) => `SNV2S/${gb}G`],
  ['kingston', 'KC3000', 'NVMe M.2 PCIe 4.0', 7000, 6000, 1.5, [512, 1024, 2048, 4096], (gb) => `SKC3000S/${gb}G`],
  ['seagate', 'FireCuda 530', 'NVMe M.2 PCIe 4.0', 7300, 6900, 1.7, [500, 1000, 2000, 4000], (gb) => `ZP${gb}GM3A013`],
];

/** 1000 -> 1TB; 1024 stays 1024GB, as Kingston labels it (its model says 1024G). */
const decimalCap = (gb: number) => (gb >= 1000 && gb % 1000 === 0 ? `${gb / 1000}TB` : `${gb}GB`);

function ssd(r: Rng): Draft {
  const [brand, series, kind, read, write, tier, caps, modelOf] = r.pick(SSDS);
  const cap = r.pick(caps);
  const capLabel = decimalCap(cap);
  const sata = kind.startsWith('SATA');
  return {
    brand,
    name: `${brandName(brand)} ${series} ${capLabel} ${kind} Internal SSD`,
    model: modelOf(cap),
    price: (1400 + cap * 5.2) * tier,
    specs: [
      ['Capacity', capLabel],
      ['Interface', sata ? 'SATA 6Gb/s' : kind.replace('NVMe M.2 ', 'NVMe 1.4, ')],
      ['Form Factor', sata ? '2.5 inch, 7mm' : 'M.2 2280'],
      ['Sequential Read', `Up to ${read} MB/s`],
      ['Sequential Write', `Up to ${write} MB/s`],
      ['Endurance (TBW)', `${Math.round((cap / 1000) * (tier > 1.4 ? 600 : 300))} TB`],
      ['NAND Type', tier > 1.4 ? '3D TLC NAND with DRAM cache' : '3D NAND'],
      ['Warranty', `${tier > 1.4 ? 5 : 3} Years limited`],
    ],
    highlights: [
      `Sequential reads up to ${read} MB/s`,
      sata ? 'Drop-in upgrade for laptops and desktops with 2.5" bays' : 'M.2 2280 for current laptops and desktops',
      'Migration software download from the manufacturer',
    ],
    summary: `${capLabel} ${kind} solid state drive, reads up to ${read} MB/s.`,
  };
}

/** 1024 -> 0010 (WD's portable drives count tenths of a terabyte). */
const wdTenths = (gb: number) => String((gb / 1024) * 10).padStart(4, '0');

function externalDrive(r: Rng): Draft {
  // Hard drives in binary sizes (1024 = 1TB), SSDs in decimal ones (1000 = 1TB), each line with
  // its model-number scheme: the capacity is part of the model, the last letters the colour.
  const m = r.pick<readonly [string, string, string, readonly number[], number, string, (gb: number, colour: string) => string, readonly string[]]>([
    ['seagate', 'Expansion', 'Portable External Hard Drive', [1024, 2048, 4096, 5120], 4200, 'USB 3.0', (gb) => `STKM${(gb / 1024) * 1000}400`, ['']],
    ['seagate', 'One Touch', 'Portable External Hard Drive with Password', [1024, 2048, 5120], 5200, 'USB 3.0', (gb, c) => `STKY${(gb / 1024) * 1000}40${c}`, ['0', '1', '2']],
    ['wd', 'My Passport', 'Portable External Hard Drive', [1024, 2048, 4096, 5120], 4600, 'USB 3.2 Gen 1', (gb, c) => `WDBYVG${wdTenths(gb)}B${c}`, ['BK', 'BL', 'RD']],
    ['wd', 'Elements', 'Portable External Hard Drive', [1024, 2048, 4096], 4100, 'USB 3.0', (gb) => `WDBUZG${wdTenths(gb)}BBK`, ['']],
    ['samsung', 'T7', 'Portable SSD', [500, 1000, 2000], 5200, 'USB 3.2 Gen 2', (gb, c) => `MU-PC${samsungCap(gb)}${c}`, ['T', 'H', 'R']],
    ['samsung', 'T7 Shield', 'Rugged Portable SSD', [1000, 2000, 4000], 8900, 'USB 3.2 Gen 2', (gb, c) => `MU-PE${samsungCap(gb)}${c}`, ['S', 'K', 'G']],
    ['sandisk', 'Extreme', 'Portable SSD V2', [500, 1000, 2000], 6200, 'USB 3.2 Gen 2', (gb) => `SDSSDE61-${gb >= 1000 ? `${gb / 1000}T00` : `${gb}G`}`, ['']],
  ]);
  const cap = r.pick(m[3]);
  const ssdDrive = m[2].includes('SSD');
  const capLabel = ssdDrive ? (cap >= 1000 ? `${cap / 1000}TB` : `${cap}GB`) : size(cap);
  const min = Math.min(...m[3]);
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} ${capLabel} ${m[2]}`,
    model: m[6](cap, r.pick(m[7])),
    price: m[4] + ((cap - min) / (ssdDrive ? 1000 : 1024)) * (ssdDrive ? 6500 : 1500),
    specs: [
      ['Capacity', capLabel],
      ['Interface', `${m[5]}${ssdDrive ? ' Type-C' : ' Micro-B'}, backward compatible`],
      ['Transfer Speed', ssdDrive ? `Up to ${m[1].includes('Extreme') ? 1050 : 1050} MB/s read` : 'Up to 140 MB/s'],
      ['Compatibility', 'Windows, macOS (reformat required), Android with OTG'],
      ['Encryption', m[1] === 'One Touch' || m[1] === 'My Passport' ? '256-bit AES hardware encryption with password' : 'Software encryption'],
      ['Cable', ssdDrive ? 'USB-C to C and USB-C to A cables included' : 'USB 3.0 cable included'],
      ['Durability', m[2].includes('Rugged') ? 'IP65 dust and water resistant, 3 m drop resistant' : 'Shock-resistant design'],
    ],
    highlights: [`${capLabel} pocket-sized storage for backups and transfers`, `${m[5]} connection`, 'Bus powered: no adapter needed'],
    summary: `${capLabel} ${m[2].toLowerCase()} with ${m[5]}.`,
  };
}

function nas(r: Rng): Draft {
  const m = r.pick([
    ['synology', 'DiskStation DS223j', 2, 'Realtek RTD1619B quad-core 1.7 GHz', '1GB DDR4', 19500],
    ['synology', 'DiskStation DS224+', 2, 'Intel Celeron J4125 quad-core 2.0 GHz', '2GB DDR4 (up to 6GB)', 36000],
    ['synology', 'DiskStation DS923+', 4, 'AMD Ryzen R1600 dual-core 2.6 GHz', '4GB DDR4 ECC (up to 32GB)', 62000],
    ['synology', 'DiskStation DS1522+', 5, 'AMD Ryzen R1600 dual-core 2.6 GHz', '8GB DDR4 ECC (up to 32GB)', 89000],
    ['qnap', 'TS-233', 2, 'ARM Cortex-A55 quad-core 2.0 GHz', '2GB', 17500],
    ['qnap', 'TS-464', 4, 'Intel Celeron N5095 quad-core 2.0 GHz', '8GB DDR4 (up to 16GB)', 58000],
    ['wd', 'My Cloud EX2 Ultra', 2, 'Marvell ARMADA dual-core 1.3 GHz', '1GB DDR3', 21000],
  ] as const);
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} ${m[2]}-Bay NAS Storage (Diskless)`,
    model: m[1].split(' ').pop()!,
    price: m[5] * r.float(0.98, 1.04),
    specs: [
      ['Drive Bays', `${m[2]}x 3.5"/2.5" SATA (drives not included)`],
      ['Processor', m[3]],
      ['Memory', m[4]],
      ['Network', m[2] >= 4 ? '2x Gigabit LAN with link aggregation, optional 10GbE' : '1x Gigabit LAN'],
      ['RAID', m[2] >= 4 ? 'SHR, Basic, JBOD, RAID 0/1/5/6/10' : 'SHR, Basic, JBOD, RAID 0/1'],
      ['Apps', 'File server, Active Directory, backup for PCs and Microsoft 365, surveillance'],
      ['Ports', '2x USB 3.2 Gen 1'],
      ['Noise Level', `${new Rng(`nas:${m[1]}`).int(18, 23)} dB(A)`],
    ],
    highlights: [`${m[2]}-bay network storage for shared office files`, 'Automatic backup of PCs, servers and cloud accounts', 'Snapshot protection against ransomware', 'Remote file access from anywhere'],
    summary: `${m[2]}-bay diskless NAS for office file sharing and backup.`,
  };
}

function flash(r: Rng): Draft {
  const g3 = (gb: number) => String(gb).padStart(3, '0');
  // Each line's model-number scheme, with the capacity in it (SDCZ50-032G is a 32GB Cruzer Blade).
  const m = r.pick<readonly [string, string, string, readonly number[], number, (gb: number) => string]>([
    ['sandisk', 'Ultra Flair', 'USB 3.0 Pen Drive', [32, 64, 128], 380, (gb) => `SDCZ73-${g3(gb)}G-I35`],
    ['sandisk', 'Cruzer Blade', 'USB 2.0 Pen Drive', [16, 32, 64], 300, (gb) => `SDCZ50-${g3(gb)}G-I35`],
    ['sandisk', 'Ultra Dual Drive', 'USB Type-C Pen Drive', [64, 128, 256], 620, (gb) => `SDDDC3-${g3(gb)}G-I35`],
    ['hp', 'x796w', 'USB 3.1 Metal Pen Drive', [32, 64, 128], 450, (gb) => `HPFD796W-${gb}`],
    ['kingston', 'DataTraveler Exodia', 'USB 3.2 Pen Drive', [32, 64, 128], 360, (gb) => `DTX/${gb}GB`],
    ['samsung', 'BAR Plus', 'USB 3.1 Flash Drive', [64, 128, 256], 720, (gb) => `MUF-${gb}BE3/APC`],
    ['samsung', 'EVO Plus', 'microSD Memory Card with Adapter', [64, 128, 256], 650, (gb) => `MB-MC${gb}KA/IN`],
    ['sandisk', 'Extreme', 'microSDXC UHS-I Memory Card', [64, 128, 256], 900, (gb) => `SDSQXAH-${g3(gb)}G-GN6MA`],
  ]);
  const cap = r.pick(m[3]);
  const card = m[2].includes('microSD');
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} ${cap}GB ${m[2]}`,
    model: m[5](cap),
    price: m[4] * (1 + Math.log2(cap / Math.min(...m[3])) * 0.75),
    specs: [
      ['Capacity', `${cap}GB`],
      ['Interface', card ? 'UHS-I U3, A2, V30' : m[2].split(' ').slice(0, 2).join(' ')],
      ['Read Speed', card ? `Up to ${m[0] === 'samsung' ? 130 : 190} MB/s` : `Up to ${m[2].includes('2.0') ? 30 : new Rng(`flash:${m[1]}`).pick([100, 130, 150])} MB/s`],
      ['Compatibility', card ? 'Phones, tablets, cameras, dashcams' : 'Windows, macOS, Linux, smart TVs'],
      ['Body', card ? 'Waterproof, temperature and X-ray proof' : ['Ultra Flair', 'x796w', 'BAR Plus'].includes(m[1]) ? 'Metal casing with key ring' : 'Plastic with key loop'],
    ],
    highlights: [`${cap}GB ${card ? 'memory card' : 'pen drive'} for everyday file transfer`, 'Compact and durable', 'Ideal as corporate giveaway stock'],
    summary: `${cap}GB ${m[2]} from ${brandName(m[0])}.`,
  };
}

/* ---------- printers ---------- */

function printer(r: Rng, kind: 'laser' | 'ink'): Draft {
  const lasers = [
    ['hp', 'LaserJet Pro M126nw', 'Multifunction Mono Laser Printer', 'Print, scan, copy; Wi-Fi, LAN', 20, 17500],
    ['hp', 'LaserJet Pro MFP 4104fdw', 'Multifunction Mono Laser Printer', 'Print, scan, copy, fax; duplex, Wi-Fi', 40, 52000],
    ['hp', 'LaserJet M211dw', 'Mono Laser Printer', 'Print only; duplex, Wi-Fi', 29, 15500],
    ['canon', 'imageCLASS LBP2900B', 'Mono Laser Printer', 'Print only; USB', 12, 10500],
    ['canon', 'imageCLASS MF244dw', 'Multifunction Mono Laser Printer', 'Print, scan, copy; duplex, Wi-Fi', 27, 24500],
    ['canon', 'imageCLASS LBP122dw', 'Mono Laser Printer', 'Print only; duplex, Wi-Fi', 29, 13900],
    ['brother', 'HL-L2321D', 'Mono Laser Printer', 'Print only; auto duplex, USB', 30, 11200],
    ['brother', 'DCP-L2541DW', 'Multifunction Mono Laser Printer', 'Print, scan, copy; duplex, Wi-Fi, LAN', 30, 22500],
    ['brother', 'MFC-L8900CDW', 'Colour Laser Multifunction Printer', 'Print, scan, copy, fax; duplex, Wi-Fi', 31, 64000],
    ['hp', 'LaserJet Pro 4003dn', 'Mono Laser Printer', 'Print only; duplex, LAN', 40, 30500],
    ['canon', 'imageCLASS MF3010', 'Multifunction Mono Laser Printer', 'Print, scan, copy; USB', 18, 14500],
    ['brother', 'HL-L5100DN', 'Mono Laser Printer', 'Print only; duplex, LAN', 40, 26500],
  ] as const;
  const inks = [
    ['epson', 'EcoTank L3250', 'Wi-Fi All-in-One Ink Tank Printer', 'Print, scan, copy; Wi-Fi Direct', 10, 13900],
    ['epson', 'EcoTank L3252', 'Wi-Fi All-in-One Ink Tank Printer', 'Print, scan, copy; Wi-Fi Direct', 10, 14500],
    ['epson', 'EcoTank L6270', 'Duplex Wi-Fi All-in-One Ink Tank Printer', 'Print, scan, copy; duplex, ADF, LAN', 15.5, 27500],
    ['epson', 'EcoTank L15150', 'A3+ Wi-Fi Duplex Ink Tank Printer', 'Print, scan, copy, fax; A3 duplex', 25, 89000],
    ['canon', 'PIXMA G3010', 'All-in-One Wireless Ink Tank Printer', 'Print, scan, copy; Wi-Fi', 8.8, 12400],
    ['canon', 'PIXMA G3770', 'All-in-One Wireless Ink Tank Printer', 'Print, scan, copy; Wi-Fi', 11, 15600],
    ['canon', 'PIXMA G570', 'Photo Ink Tank Printer', 'Print only; 6-colour, Wi-Fi', 3.9, 19500],
    ['hp', 'Smart Tank 580', 'All-in-One Wi-Fi Ink Tank Printer', 'Print, scan, copy; Wi-Fi', 12, 14200],
    ['hp', 'Smart Tank 720', 'All-in-One Duplex Ink Tank Printer', 'Print, scan, copy; duplex, Wi-Fi', 15, 21500],
    ['brother', 'DCP-T426W', 'All-in-One Ink Tank Printer', 'Print, scan, copy; Wi-Fi', 16, 13500],
    ['epson', 'EcoTank L4260', 'Wi-Fi Duplex All-in-One Ink Tank Printer', 'Print, scan, copy; duplex, Wi-Fi', 10.5, 19900],
    ['brother', 'DCP-T820DW', 'Duplex Wi-Fi All-in-One Ink Tank Printer', 'Print, scan, copy; duplex, ADF, Wi-Fi', 17, 24500],
  ] as const;
  const m = kind === 'laser' ? r.pick(lasers) : r.pick(inks);
  const colour = kind === 'ink' || m[2].includes('Colour');
  // Duty cycle, tray and yields belong to the model, so every listing of it states the same.
  const f = new Rng(`printer:${m[1]}`);
  const connections = ['Hi-Speed USB 2.0', ...(m[3].includes('LAN') ? ['Ethernet'] : []), ...(m[3].includes('Wi-Fi') ? ['Wi-Fi, mobile printing'] : [])];
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} ${m[2]}`,
    model: m[1].split(' ').pop()!,
    price: m[5] * r.float(0.97, 1.04),
    specs: [
      ['Functions', m[3]],
      ['Print Technology', kind === 'laser' ? `${colour ? 'Colour' : 'Monochrome'} laser` : `Refillable ink tank (${m[3].includes('6-colour') ? 6 : 4}-colour)`],
      ['Print Speed (A4)', `Up to ${m[4]} ppm${colour ? ' (black)' : ''}`],
      ['Print Resolution', kind === 'laser' ? 'Up to 1200 x 1200 dpi' : 'Up to 5760 x 1440 dpi'],
      ['Monthly Duty Cycle', kind === 'laser' ? `Up to ${f.pick(['8,000', '15,000', '20,000', '30,000'])} pages` : `Up to ${f.pick(['3,000', '5,000'])} pages`],
      ['Paper Input', `${f.pick(['100', '150', '250'])}-sheet input tray`],
      ['Running Cost', kind === 'laser' ? `Toner yield ${f.pick(['1,600', '3,000', '4,500'])} pages` : `Bundled ink yields up to ${f.pick(['4,500', '7,500'])} black / ${f.pick(['6,000', '7,500'])} colour pages`],
      ['Connectivity', connections.join(', ')],
    ],
    highlights: [
      m[3].split(';')[0] + ' in one device',
      kind === 'laser' ? 'Crisp text at a low cost per page' : 'Very low cost per page with refillable tanks',
      m[3].includes('duplex') ? 'Automatic two-sided printing saves paper' : 'Compact footprint for small offices',
      'Genuine consumables available from stock',
    ],
    summary: `${m[2]} (${m[3]}) for offices, up to ${m[4]} pages per minute.`,
  };
}

function scanner(r: Rng): Draft {
  const m = r.pick([
    ['canon', 'imageFORMULA DR-C225 II', 'Document Scanner', 'Sheet-fed, 30-sheet ADF', 25, 28500],
    ['canon', 'CanoScan LiDE 300', 'Flatbed Scanner', 'Flatbed A4', 10, 5200],
    ['epson', 'Perfection V39 II', 'Flatbed Photo Scanner', 'Flatbed A4', 10, 7800],
    ['epson', 'DS-530 II', 'Duplex Document Scanner', 'Sheet-fed, 50-sheet ADF', 35, 39500],
    ['epson', 'WorkForce ES-580W', 'Wireless Duplex Document Scanner', 'Sheet-fed, 100-sheet ADF', 35, 46000],
    ['hp', 'ScanJet Pro 2600 f1', 'Flatbed and ADF Scanner', 'Flatbed + 60-sheet ADF', 25, 33500],
    ['brother', 'ADS-1200', 'Portable Document Scanner', 'Sheet-fed, 20-sheet ADF', 25, 17800],
  ] as const);
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} ${m[2]}`,
    model: m[1].split(' ').slice(-2).join(' '),
    price: m[5] * r.float(0.97, 1.04),
    specs: [
      ['Scanner Type', m[3]],
      ['Scan Speed', m[3].startsWith('Flatbed A4') ? `About ${m[4]} seconds per A4 page` : `Up to ${m[4]} ppm / ${m[4] * 2} ipm duplex`],
      ['Optical Resolution', m[3].startsWith('Flatbed') ? 'Up to 4800 dpi' : '600 dpi'],
      ['Daily Duty Cycle', m[3].startsWith('Flatbed A4') ? 'Occasional use' : `${new Rng(`scanner:${m[1]}`).pick(['3,000', '4,000', '5,000'])} pages`],
      ['Interface', m[2].includes('Wireless') ? 'USB 3.0, Wi-Fi' : 'USB 2.0/3.0'],
      ['Software', 'Scan to searchable PDF (OCR), TWAIN and ISIS drivers'],
    ],
    highlights: ['Digitise invoices, KYC files and records', 'Searchable PDF output with OCR', 'Compact for front desks'],
    summary: `${m[2]} (${m[3]}) for document digitisation.`,
  };
}

/* ---------- components ---------- */

function processor(r: Rng): Draft {
  const m = r.pick([
    ['intel', 'Core i3-12100', 4, 8, '4.3 GHz', 'LGA1700', 8500],
    ['intel', 'Core i5-12400', 6, 12, '4.4 GHz', 'LGA1700', 12500],
    ['intel', 'Core i5-13400', 10, 16, '4.6 GHz', 'LGA1700', 17500],
    ['intel', 'Core i5-14400', 10, 16, '4.7 GHz', 'LGA1700', 19500],
    ['intel', 'Core i7-14700K', 20, 28, '5.6 GHz', 'LGA1700', 37500],
    ['intel', 'Core i9-14900K', 24, 32, '6.0 GHz', 'LGA1700', 54000],
    ['amd', 'Ryzen 5 5600', 6, 12, '4.4 GHz', 'AM4', 10500],
    ['amd', 'Ryzen 5 7600', 6, 12, '5.1 GHz', 'AM5', 18500],
    ['amd', 'Ryzen 7 7700X', 8, 16, '5.4 GHz', 'AM5', 29500],
    ['amd', 'Ryzen 9 7950X', 16, 32, '5.7 GHz', 'AM5', 52000],
    ['intel', 'Core i3-14100', 4, 8, '4.7 GHz', 'LGA1700', 11200],
    ['intel', 'Core i5-14600K', 14, 20, '5.3 GHz', 'LGA1700', 29500],
    ['amd', 'Ryzen 5 5600X', 6, 12, '4.6 GHz', 'AM4', 12500],
    ['amd', 'Ryzen 7 5700X', 8, 16, '4.6 GHz', 'AM4', 16500],
    ['amd', 'Ryzen 7 7800X3D', 8, 16, '5.0 GHz', 'AM5', 36500],
  ] as const);
  // K and X parts (but not the 5600X, which ships a Wraith Stealth) come without a cooler.
  const unlocked = m[1].endsWith('K') || m[1].endsWith('X') || m[1].endsWith('X3D');
  const box = unlocked && m[1] !== 'Ryzen 5 5600X' ? 'Box (no cooler)' : 'Box with cooler';
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} Desktop Processor ${m[2]} Cores up to ${m[4]} ${m[5]}`,
    model: m[0] === 'intel' ? `BX80715${m[1].split('-')[1]}` : `100-100000${r.code(4, '0123456789')}${m[5] === 'AM5' && unlocked ? 'WOF' : 'BOX'}`,
    price: m[6] * r.float(0.97, 1.03),
    specs: [
      ['Cores / Threads', `${m[2]} / ${m[3]}`],
      ['Max Boost Clock', m[4]],
      ['Socket', m[5]],
      ['Cache', `${m[2] >= 10 ? m[2] * 2 + 4 : m[2] * 3} MB`],
      ['Memory Support', m[5] === 'AM4' ? 'DDR4-3200' : 'DDR5-5600 / DDR4-3200'],
      ['Integrated Graphics', m[0] === 'amd' ? (m[5] === 'AM4' ? 'None (discrete GPU required)' : 'AMD Radeon Graphics') : 'Intel UHD Graphics 730/770'],
      ['TDP', ({ 'Ryzen 9 7950X': '170W', 'Ryzen 7 7700X': '105W', 'Ryzen 7 7800X3D': '120W' } as Record<string, string>)[m[1]] ?? (m[1].endsWith('K') ? '125W' : '65W')],
      ['Packaging', box],
    ],
    highlights: [`${m[2]} cores and ${m[3]} threads`, `Boosts up to ${m[4]}`, `${m[5]} socket`, 'Genuine India-warranty box'],
    summary: `${brandName(m[0])} ${m[1]} desktop processor, ${m[2]} cores up to ${m[4]}.`,
  };
}

type RamLine = readonly [brand: string, series: string, type: 'DDR4' | 'DDR5', speed: number, cl: number, tier: number, form: 'Desktop' | 'Laptop', kits: boolean, model: (gb: number, modules: 1 | 2) => string];

/** Model numbers spell out capacity, module count and latency (KF432C16BBK2/32: 32GB kit of 2, CL16). */
const RAM: readonly RamLine[] = [
  ['kingston', 'FURY Beast', 'DDR4', 3200, 16, 1.0, 'Desktop', true, (gb, n) => `KF432C16BB${n === 2 ? 'K2' : ''}/${gb}`],
  ['kingston', 'FURY Beast', 'DDR5', 5600, 40, 1.25, 'Desktop', true, (gb, n) => `KF556C40BB${n === 2 ? 'K2' : ''}-${gb}`],
  ['kingston', 'ValueRAM', 'DDR4', 3200, 22, 0.85, 'Laptop', false, (gb) => `KVR32S22${gb >= 16 ? 'D8' : 'S8'}/${gb}`],
  ['corsair', 'Vengeance LPX', 'DDR4', 3200, 16, 1.05, 'Desktop', true, (gb, n) => `CMK${gb}GX4M${n}E3200C16`],
  ['corsair', 'Vengeance', 'DDR5', 6000, 36, 1.4, 'Desktop', true, (gb, n) => `CMK${gb}GX5M${n}B6000C36`],
  ['crucial', 'Basics', 'DDR4', 3200, 22, 0.85, 'Desktop', false, (gb) => `CB${gb}GU3200`],
  ['crucial', 'DDR5', 'DDR5', 5600, 46, 1.15, 'Laptop', false, (gb) => `CT${gb}G56C46S5`],
];

function memory(r: Rng): Draft {
  const [brand, series, type, speed, cl, tier, form, kits, modelOf] = r.pick(RAM);
  const gb = r.pick([8, 16, 16, 32]);
  const kit = kits && gb >= 16 && r.chance(0.5);
  const enthusiast = series.includes('FURY') || series.includes('Vengeance');
  const pins = form === 'Desktop' ? 'UDIMM (288-pin)' : `SO-DIMM (${type === 'DDR4' ? 260 : 262}-pin)`;
  return {
    brand,
    name: `${brandName(brand)} ${series} ${gb}GB ${kit ? `(2x${gb / 2}GB) ` : ''}${type} ${speed}MHz ${form} RAM`,
    model: modelOf(gb, kit ? 2 : 1),
    price: (gb / 8) * 1500 * tier + 500,
    specs: [
      ['Capacity', kit ? `${gb}GB kit (2x${gb / 2}GB)` : `${gb}GB`],
      ['Type', `${type} ${pins}`],
      ['Speed', `${speed} MT/s`],
      ['CAS Latency', `CL${cl}`],
      ['Voltage', type === 'DDR4' ? '1.2V / 1.35V' : '1.1V / 1.25V'],
      ['Profiles', enthusiast ? 'Intel XMP 3.0 and AMD EXPO' : 'JEDEC standard'],
      ['Heat Spreader', enthusiast ? 'Aluminium low-profile' : 'None'],
    ],
    highlights: [`${gb}GB ${type} ${form.toLowerCase()} memory upgrade${kit ? ` as a kit of two ${gb / 2}GB modules` : ''}`, `${speed} MT/s`, 'Lifetime limited warranty'],
    summary: `${gb}GB ${type}-${speed} ${form.toLowerCase()} memory from ${brandName(brand)}.`,
  };
}

function graphicsCard(r: Rng): Draft {
  // Each chip with its facts: memory, bus width, power connector and recommended PSU.
  const gpu = r.pick([
    ['GeForce RTX 3050', '6GB GDDR6', 19500, 'NVIDIA', 96, 'None (slot powered, 70W)', '300W'],
    ['GeForce RTX 4060', '8GB GDDR6', 29500, 'NVIDIA', 128, '1x 8-pin', '550W'],
    ['GeForce RTX 4060 Ti', '8GB GDDR6', 38500, 'NVIDIA', 128, '1x 8-pin', '550W'],
    ['GeForce RTX 4070 Super', '12GB GDDR6X', 62000, 'NVIDIA', 192, '16-pin (12VHPWR)', '650W'],
    ['GeForce RTX 4080 Super', '16GB GDDR6X', 108000, 'NVIDIA', 256, '16-pin (12VHPWR)', '750W'],
    ['Radeon RX 7600', '8GB GDDR6', 27500, 'AMD', 128, '1x 8-pin', '550W'],
    ['Radeon RX 7800 XT', '16GB GDDR6', 52000, 'AMD', 256, '2x 8-pin', '700W'],
  ] as const);
  const nvidia = gpu[3] === 'NVIDIA';
  // Board: brand, series, price factor, fans, the series' model-number prefix.
  const board = r.pick<readonly [string, string, number, number, string]>(
    nvidia
      ? ([['asus', 'Dual', 1, 2, 'DUAL'], ['asus', 'TUF Gaming', 1.08, 3, 'TUF'], ['msi', 'Ventus 2X', 1, 2, 'V2X'], ['msi', 'Gaming X Trio', 1.1, 3, 'GXT'], ['gigabyte', 'Windforce OC', 1.01, 2, 'GV-WF'], ['zotac', 'Twin Edge', 0.98, 2, 'ZT-TE']] as const)
      : ([['asus', 'Dual', 1, 2, 'DUAL'], ['gigabyte', 'Gaming OC', 1.03, 3, 'GV-GOC'], ['msi', 'Mech 2X', 1, 2, 'MECH2X']] as const),
  );
  const chip = gpu[0].replace(/^(GeForce|Radeon) /, '').replace(' Super', 'S').replace(/\s+/g, '').toUpperCase();
  return {
    brand: board[0],
    name: `${brandName(board[0])} ${gpu[0]} ${board[1]} ${gpu[1]} Graphics Card`,
    model: `${board[4]}-${chip}-${gpu[1].split('GB')[0]}G`,
    price: gpu[2] * board[2] * r.float(0.98, 1.03),
    specs: [
      ['GPU', `${gpu[3]} ${gpu[0]}`],
      ['Memory', `${gpu[1]}, ${gpu[4]}-bit`],
      ['Interface', 'PCI Express 4.0'],
      ['Outputs', '1x HDMI 2.1, 3x DisplayPort 1.4a'],
      ['Cooling', board[3] === 3 ? 'Triple fan' : 'Dual fan with 0dB idle mode'],
      ['Recommended PSU', gpu[6]],
      ['Power Connector', gpu[5]],
      ['Features', nvidia ? 'DLSS 3, ray tracing, NVIDIA Studio drivers' : 'FSR 3, ray tracing, AV1 encode'],
    ],
    highlights: [`${gpu[3]} ${gpu[0]} with ${gpu[1]}`, 'Ray tracing and AI upscaling', 'For gaming rigs, CAD and video editing'],
    summary: `${gpu[3]} ${gpu[0]} graphics card with ${gpu[1]}.`,
  };
}

function motherboard(r: Rng): Draft {
  const m = r.pick([
    ['asus', 'Prime B760M-A WiFi D4', 'LGA1700', 'Intel B760', 'Micro-ATX', 13500],
    ['asus', 'TUF Gaming B650-Plus WiFi', 'AM5', 'AMD B650', 'ATX', 21000],
    ['asus', 'ROG Strix Z790-E Gaming WiFi II', 'LGA1700', 'Intel Z790', 'ATX', 46000],
    ['msi', 'PRO H610M-E DDR4', 'LGA1700', 'Intel H610', 'Micro-ATX', 7200],
    ['msi', 'MAG B760 Tomahawk WiFi', 'LGA1700', 'Intel B760', 'ATX', 19500],
    ['gigabyte', 'B550M DS3H', 'AM4', 'AMD B550', 'Micro-ATX', 8900],
    ['gigabyte', 'X670 Aorus Elite AX', 'AM5', 'AMD X670', 'ATX', 29500],
  ] as const);
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} ${m[4]} Motherboard ${m[2]}`,
    model: m[1].replace(/\s+/g, '-').toUpperCase(),
    price: m[5] * r.float(0.97, 1.04),
    specs: [
      ['Socket', m[2]],
      ['Chipset', m[3]],
      ['Form Factor', m[4]],
      ['Memory', `${m[4] === 'ATX' ? 4 : 2}x DIMM, ${m[1].includes('D4') || m[2] === 'AM4' ? 'DDR4' : 'DDR5'}, up to ${m[4] === 'ATX' ? 192 : 64}GB`],
      ['Storage', `${m[4] === 'ATX' ? 3 : 2}x M.2 NVMe, 4x SATA 6Gb/s`],
      ['Networking', m[1].includes('WiFi') || m[1].includes('AX') ? '2.5G LAN, Wi-Fi 6E, Bluetooth 5.3' : 'Gigabit LAN'],
      ['Rear I/O', 'USB 3.2 Gen 2 Type-C, USB 3.2 ports, HDMI, DisplayPort, audio'],
    ],
    highlights: [`${m[3]} chipset for ${m[2]} processors`, `${m[4]} form factor`, 'BIOS flashback and reinforced PCIe slot'],
    summary: `${m[4]} motherboard with ${m[3]} chipset for ${m[2]} processors.`,
  };
}

function powerSupply(r: Rng): Draft {
  const m = r.pick([
    ['corsair', 'CV550', 550, '80 Plus Bronze', 'Non-modular', 3900, 'CP-9020210-IN'],
    ['corsair', 'CX650', 650, '80 Plus Bronze', 'Non-modular', 5200, 'CP-9020278-IN'],
    ['corsair', 'RM750e', 750, '80 Plus Gold', 'Fully modular', 8900, 'CP-9020262-IN'],
    ['corsair', 'RM850x', 850, '80 Plus Gold', 'Fully modular', 12500, 'CP-9020270-IN'],
    ['corsair', 'RM1000x', 1000, '80 Plus Gold', 'Fully modular', 17500, 'CP-9020271-IN'],
    ['cooler-master', 'MWE 550 Bronze V2', 550, '80 Plus Bronze', 'Non-modular', 3800, 'MPE-5501-ACAAB-IN'],
    ['cooler-master', 'MWE 650 Bronze V2', 650, '80 Plus Bronze', 'Non-modular', 4600, 'MPE-6501-ACAAB-IN'],
    ['cooler-master', 'MWE Gold 750 V2', 750, '80 Plus Gold', 'Fully modular', 8200, 'MPE-7501-AFAAG-IN'],
    ['msi', 'MAG A650BN', 650, '80 Plus Bronze', 'Non-modular', 4300, '306-7ZP2B22-CE0'],
    ['gigabyte', 'P550B', 550, '80 Plus Bronze', 'Non-modular', 3600, 'GP-P550B'],
  ] as const);
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} ${m[2]}W ${m[3]} ATX Power Supply (SMPS)`,
    model: m[6],
    price: m[5] * r.float(0.97, 1.04),
    specs: [
      ['Wattage', `${m[2]}W continuous`],
      ['Efficiency', m[3]],
      ['Modularity', m[4]],
      ['Fan', '120mm fluid dynamic bearing, semi-passive'],
      ['Connectors', `1x 24-pin ATX, 2x EPS 4+4, ${m[2] >= 750 ? 4 : 2}x PCIe 6+2, 6x SATA`],
      ['Protections', 'OVP, UVP, OCP, OPP, SCP, OTP'],
      ['Input', '200-240V AC, active PFC'],
    ],
    highlights: [`${m[2]}W ${m[3]} certified`, 'Full set of protections against surges and shorts', 'Quiet fan profile under light load'],
    summary: `${m[2]}W ${m[3]} ATX power supply.`,
  };
}

/* ---------- accessories ---------- */

function keyboard(r: Rng): Draft {
  const m = r.pick([
    ['logitech', 'K120', 'Wired USB Keyboard', 'USB cable 1.5 m', 550, 'Full size, spill-resistant'],
    ['logitech', 'K380', 'Multi-Device Bluetooth Keyboard', 'Bluetooth, 3 devices', 2800, 'Compact, 2-year battery life'],
    ['logitech', 'MX Keys S', 'Wireless Illuminated Keyboard', 'Bluetooth / Logi Bolt receiver', 10900, 'Backlit, USB-C rechargeable'],
    ['dell', 'KB216', 'Wired Multimedia Keyboard', 'USB cable', 650, 'Multimedia keys, quiet typing'],
    ['dell', 'KB500', 'Wired Collaboration Keyboard', 'USB cable', 1900, 'Teams call keys'],
    ['hp', '150', 'Wired USB Keyboard', 'USB cable 1.5 m', 500, 'Low-profile keys'],
    ['microsoft', 'Bluetooth', 'Keyboard (Slim)', 'Bluetooth 4.0', 3200, 'Slim, quiet keys'],
    ['zebronics', 'Zeb-K35', 'Wired USB Keyboard', 'USB cable', 400, 'Rupee key, multimedia keys'],
    ['lenovo', '300', 'USB Wired Keyboard', 'USB cable 1.8 m', 700, 'Full size, spill-resistant'],
    ['logitech', 'K270', 'Wireless Keyboard', '2.4 GHz USB receiver', 1500, 'Full size, 24-month battery life'],
    ['hp', '230', 'Wireless Keyboard', '2.4 GHz USB receiver', 1300, 'Full size, quiet keys'],
    ['dell', 'KB3322W', 'Wireless Keyboard', '2.4 GHz USB receiver', 1600, 'Full size, spill-resistant'],
    ['microsoft', 'Wired Keyboard 600', 'USB Keyboard', 'USB cable', 900, 'Full size, quiet keys'],
  ] as const);
  const wired = m[3].startsWith('USB cable');
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} ${m[2]}`,
    model: `${m[1]}-${r.code(4)}`,
    price: m[4] * r.float(0.97, 1.06),
    specs: [
      ['Connectivity', m[3]],
      ['Layout', 'US English (Indian rupee symbol on select models)'],
      ['Design', m[5]],
      ['Key Type', m[4] > 2000 ? 'Low-profile scissor keys' : 'Membrane keys'],
      ['Compatibility', 'Windows, macOS, Linux, ChromeOS'],
      ['Power', wired ? 'USB powered' : m[5].includes('rechargeable') ? 'USB-C rechargeable battery' : '2x AAA batteries'],
    ],
    highlights: [m[5], `${m[3]} connection`, 'Built for office bulk deployment'],
    summary: `${m[2]} from ${brandName(m[0])}: ${m[5].toLowerCase()}.`,
  };
}

function mouse(r: Rng): Draft {
  const m = r.pick([
    ['logitech', 'B100', 'Wired Optical Mouse', 'USB cable', 320, '800 DPI'],
    ['logitech', 'M221', 'Silent Wireless Mouse', '2.4 GHz USB receiver', 750, '1000 DPI'],
    ['logitech', 'M331', 'Silent Plus Wireless Mouse', '2.4 GHz USB receiver', 1100, '1000 DPI'],
    ['logitech', 'MX Master 3S', 'Performance Wireless Mouse', 'Bluetooth / Logi Bolt receiver', 9500, '8000 DPI'],
    ['logitech', 'G502 Hero', 'Wired Gaming Mouse', 'USB cable 2.1 m', 3900, '25600 DPI'],
    ['dell', 'MS116', 'Wired Optical Mouse', 'USB cable', 350, '1000 DPI'],
    ['dell', 'MS3320W', 'Wireless Mouse', 'Bluetooth + 2.4 GHz', 1900, '1600 DPI'],
    ['hp', 'X200', 'Wireless Mouse', '2.4 GHz USB receiver', 650, '1000 DPI'],
    ['microsoft', 'Basic', 'Optical Mouse', 'USB cable', 450, '1000 DPI'],
    ['zebronics', 'Zeb-Comfort', 'Wired USB Mouse', 'USB cable', 300, '1000 DPI'],
    ['logitech', 'M170', 'Wireless Mouse', '2.4 GHz USB receiver', 650, '1000 DPI'],
    ['lenovo', '300', 'USB Wired Mouse', 'USB cable', 450, '1600 DPI'],
    ['hp', 'X500', 'Wired Optical Mouse', 'USB cable', 450, '1000 DPI'],
    ['microsoft', 'Bluetooth', 'Mouse', 'Bluetooth 4.0', 1500, '1000 DPI'],
  ] as const);
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} ${m[2]}`,
    model: `${m[1].replace(/\s+/g, '')}-${r.code(3)}`,
    price: m[4] * r.float(0.97, 1.06),
    specs: [
      ['Connectivity', m[3]],
      ['Sensor Resolution', m[5]],
      ['Buttons', m[4] > 3000 ? `${m[1] === 'G502 Hero' ? 11 : 7} programmable` : '3 (left, right, scroll click)'],
      ['Hand Orientation', m[4] > 3000 ? 'Right-handed' : 'Ambidextrous'],
      ['Power', m[3].includes('USB cable') ? 'USB powered' : m[4] > 3000 ? 'USB-C rechargeable' : '1x AA battery, up to 18 months'],
    ],
    highlights: [`${m[5]} optical tracking`, `${m[3]} connection`, m[2].includes('Silent') ? '90% less click noise' : 'Comfortable contoured shape'],
    summary: `${m[2]} from ${brandName(m[0])} with ${m[5]} sensor.`,
  };
}

function combo(r: Rng): Draft {
  const m = r.pick([
    ['logitech', 'MK215', 'Wireless Keyboard Mouse Combo', 1350],
    ['logitech', 'MK270r', 'Wireless Keyboard Mouse Combo', 1700],
    ['logitech', 'MK540 Advanced', 'Wireless Keyboard Mouse Combo', 3300],
    ['logitech', 'MK850 Performance', 'Multi-Device Keyboard Mouse Combo', 7500],
    ['dell', 'KM3322W', 'Wireless Keyboard Mouse Combo', 2100],
    ['dell', 'KM5221W', 'Pro Wireless Keyboard Mouse Combo', 2900],
    ['hp', '230', 'Wireless Keyboard Mouse Combo', 1800],
    ['hp', '225', 'Wired Keyboard Mouse Combo', 900],
    ['microsoft', 'Wired Desktop 600', 'Keyboard Mouse Combo', 1300],
    ['zebronics', 'Zeb-Companion 107', 'Wireless Keyboard Mouse Combo', 850],
    ['logitech', 'MK235', 'Wireless Keyboard Mouse Combo', 1500],
    ['dell', 'KM117', 'Wireless Keyboard Mouse Combo', 1500],
    ['zebronics', 'Zeb-Judwaa 750', 'Wired Keyboard Mouse Combo', 500],
  ] as const);
  const wired = m[2].startsWith('Wired') || m[1].includes('Wired');
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} ${m[2]}`,
    model: m[1].split(' ')[0],
    price: m[3] * r.float(0.97, 1.06),
    specs: [
      ['Connectivity', wired ? 'USB cable' : '2.4 GHz single USB nano receiver'],
      ['Keyboard', 'Full size with number pad, spill-resistant'],
      ['Mouse', `${new Rng(`combo:${m[1]}`).pick(['1000', '1200', '1600'])} DPI optical, ambidextrous`],
      ['Range', wired ? 'Cable 1.5 m' : 'Up to 10 m'],
      ['Battery Life', wired ? 'Not applicable' : 'Keyboard up to 24 months, mouse up to 12 months'],
      ['Compatibility', 'Windows, macOS, ChromeOS, Linux'],
    ],
    highlights: ['Keyboard and mouse matched in one box', wired ? 'Plug and play over USB' : 'One receiver for both devices', 'Ideal for bulk office desk setups'],
    summary: `${m[2]} with full-size keyboard and optical mouse.`,
  };
}

function headset(r: Rng): Draft {
  const m = r.pick([
    ['logitech', 'H111', 'Wired Stereo Headset (3.5 mm)', 650],
    ['logitech', 'H390', 'USB Wired Headset with Noise-Cancelling Mic', 2100],
    ['logitech', 'Zone Vibe 100', 'Wireless Bluetooth Headset', 7900],
    ['jabra', 'Evolve 20', 'MS Stereo USB Headset', 4300],
    ['jabra', 'Evolve2 30', 'UC Stereo USB-C Headset', 7600],
    ['jabra', 'Evolve2 65', 'MS Stereo Wireless Headset', 18500],
    ['hp', '400', 'Stereo USB Headset', 1700],
    ['zebronics', 'Zeb-Thunder', 'Wireless Bluetooth Headphone with Mic', 800],
    ['jabra', 'Evolve2 40 SE', 'UC Stereo USB-A Headset', 6900],
    ['logitech', 'H340', 'USB Computer Headset', 1600],
  ] as const);
  const wireless = m[2].includes('Wireless') || m[2].includes('Bluetooth');
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} ${m[2]}`,
    model: m[1].replace(/\s+/g, '-'),
    price: m[3] * r.float(0.97, 1.05),
    specs: [
      ['Connectivity', wireless ? 'Bluetooth 5.x with USB dongle (select models)' : m[2].includes('3.5') ? '3.5 mm jack' : 'USB-A / USB-C'],
      ['Microphone', 'Noise-cancelling boom mic'],
      ['Certification', m[2].includes('MS') ? 'Certified for Microsoft Teams' : m[2].includes('UC') ? 'Certified for Zoom and Google Meet' : 'Works with all common call apps'],
      ['Controls', 'In-line volume and mute'],
      ['Battery', wireless ? `Up to ${new Rng(`headset:${m[1]}`).pick(['18', '30', '37'])} hours` : 'Not applicable'],
      ['Ear Cushions', 'Padded leatherette'],
    ],
    highlights: ['Clear voice for calls and online meetings', 'Lightweight for all-day wear', 'Suited to contact centres and hybrid teams'],
    summary: `${m[2]} for calls, meetings and contact centres.`,
  };
}

function webcam(r: Rng): Draft {
  const m = r.pick([
    ['logitech', 'C270', 'HD Webcam 720p', 1600, '720p/30fps'],
    ['logitech', 'C310', 'HD Webcam 720p', 2200, '720p/30fps'],
    ['logitech', 'C920s', 'Pro HD Webcam 1080p', 6900, '1080p/30fps'],
    ['logitech', 'Brio 4K', 'Ultra HD Pro Webcam', 17500, '4K/30fps, 1080p/60fps'],
    ['microsoft', 'LifeCam HD-3000', 'Webcam', 2300, '720p/30fps'],
    ['hp', '320', 'FHD Webcam', 2900, '1080p/30fps'],
    ['hp', '620', 'FHD Webcam', 5200, '1080p/60fps'],
    ['lenovo', '300', 'FHD Webcam', 2500, '1080p/30fps'],
  ] as const);
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} ${m[2]}`,
    model: m[1].replace(/\s+/g, '-'),
    price: m[3] * r.float(0.97, 1.05),
    specs: [
      ['Video Resolution', m[4]],
      ['Focus', m[3] > 5000 ? 'Autofocus' : 'Fixed focus'],
      ['Microphone', m[3] > 5000 ? 'Dual stereo mics' : 'Built-in mono mic with noise reduction'],
      ['Field of View', `${new Rng(`webcam:${m[1]}`).pick(['60', '78', '90'])}°`],
      ['Mounting', 'Universal clip for monitors and laptops, tripod thread'],
      ['Interface', 'USB-A, plug and play (UVC)'],
    ],
    highlights: [`${m[4]} video for meetings`, 'Auto light correction', 'Works with Teams, Zoom and Google Meet'],
    summary: `${m[2]} (${m[4]}) for video conferencing.`,
  };
}

function cable(r: Rng): Draft {
  // Cords come in lengths, and the length is the model's suffix (NCB-C6UBLUR1-3 is the 3 m cord).
  const m = r.pick<readonly [brand: string, model: string, title: string, price: number, type: string, lengths?: readonly number[]]>([
    ['d-link', 'NCB-C6UBLUR1', 'Cat6 UTP Patch Cord', 300, 'Cat6 UTP, 24 AWG', [1, 2, 3, 5]],
    ['d-link', 'NCB-C6UGRYR-305', 'Cat6 UTP Cable Box 305m', 9500, 'Cat6 UTP, 23 AWG solid copper'],
    ['tp-link', 'UE300', 'USB 3.0 to Gigabit Ethernet Adapter', 1100, 'USB 3.0 to RJ45'],
    ['tp-link', 'UE306', 'USB-C to Gigabit Ethernet Adapter', 1400, 'USB-C to RJ45'],
    ['tp-link', 'UE330', 'USB 3.0 3-Port Hub and Gigabit Ethernet Adapter', 1900, 'USB 3.0 to RJ45 plus 3x USB-A'],
    ['dell', 'DA20', 'USB-C to HDMI Adapter', 2200, 'USB-C to HDMI 2.0, 4K 60Hz'],
    ['hp', 'HDMI2', 'High Speed HDMI 2.0 Cable', 400, 'HDMI 2.0, 4K 60Hz', [1.5, 3, 5]],
    ['zebronics', 'Zeb-HAA2020', 'HDMI to VGA Adapter', 600, 'HDMI to VGA, 1080p'],
    ['logitech', 'USB-C', 'to USB-A Adapter', 900, 'USB-C female to USB-A male'],
  ]);
  const metres = m[5] ? r.pick(m[5]) : undefined;
  const model = metres === undefined ? m[1] : `${m[1]}-${metres}${m[0] === 'hp' ? 'M' : ''}`;
  const title = metres === undefined ? m[2] : `${m[2]} ${metres}m`;
  const price = metres === undefined ? m[3] : m[3] + (metres - 1) * 60;
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${model} ${title}${title.includes('Cable') || title.includes('Cord') || title.includes('Adapter') ? '' : ' Cable'}`,
    model,
    price: price * r.float(0.97, 1.06),
    specs: [
      ['Type', m[4]],
      ...(metres === undefined ? [] : ([['Length', `${metres} m`]] as Spec[])),
      ['Connector Plating', 'Gold-plated contacts'],
      ['Jacket', m[4].startsWith('Cat6') ? 'PVC, LSZH option on request' : 'PVC'],
      ['Compatibility', m[4].startsWith('Cat6') ? 'Switches, routers, PCs, IP phones and cameras' : 'Laptops, desktops, projectors and displays'],
      ['Certification', m[4].startsWith('Cat6') ? 'TIA/EIA-568-C.2 compliant' : 'RoHS compliant'],
    ],
    highlights: [m[4], 'Tested for stable connections', 'Stocked in bulk for installers and IT teams'],
    dims: m[3] > 5000 ? [[36, 38], [36, 38], [20, 22], [10, 11.5]] : [[1, 3], [10, 20], [8, 15], [0.05, 0.3]],
    summary: `${title} (${m[4]}).`,
  };
}

function ups(r: Rng): Draft {
  const m = r.pick([
    // The model number states the rating: BX1100C is 1100VA, SRV2KI 2kVA, 9E3000i 3000VA.
    ['apc', 'Back-UPS BX600C-IN', 600, 360, 'Line-interactive', 3300, 'BX600C-IN'],
    ['apc', 'Back-UPS BX1100C-IN', 1100, 660, 'Line-interactive', 6400, 'BX1100C-IN'],
    ['apc', 'Back-UPS Pro BR1500G-IN', 1500, 865, 'Line-interactive', 17500, 'BR1500G-IN'],
    ['apc', 'Smart-UPS SMT1000IC', 1000, 700, 'Line-interactive, pure sine wave', 38000, 'SMT1000IC'],
    ['apc', 'Smart-UPS SMT1500IC', 1500, 1000, 'Line-interactive, pure sine wave', 52000, 'SMT1500IC'],
    ['apc', 'Easy UPS SRV1KI', 1000, 800, 'Online double-conversion', 32000, 'SRV1KI'],
    ['apc', 'Easy UPS SRV2KI', 2000, 1600, 'Online double-conversion', 48000, 'SRV2KI'],
    ['apc', 'Easy UPS SRV3KI', 3000, 2400, 'Online double-conversion', 68000, 'SRV3KI'],
    ['eaton', '5E 650i', 650, 360, 'Line-interactive', 3400, '5E650i'],
    ['eaton', '5E 1100i', 1100, 660, 'Line-interactive', 6300, '5E1100i'],
    ['eaton', '5E 1500i', 1500, 900, 'Line-interactive', 9800, '5E1500i'],
    ['eaton', '9E 1000i', 1000, 800, 'Online double-conversion', 30000, '9E1000i'],
    ['eaton', '9E 2000i', 2000, 1600, 'Online double-conversion', 52000, '9E2000i'],
    ['eaton', '9E 3000i', 3000, 2400, 'Online double-conversion', 78000, '9E3000i'],
  ] as const);
  return {
    brand: m[0],
    name: `${brandName(m[0])} ${m[1]} ${m[2]}VA ${m[4].split(',')[0]} UPS`,
    model: m[6],
    price: m[5] * r.float(0.97, 1.04),
    specs: [
      ['Capacity', `${m[2]}VA / ${m[3]}W`],
      ['Topology', m[4]],
      ['Output Sockets', m[2] >= 2000 ? '4x IEC C13 + terminal block' : `${m[2] > 1000 ? 6 : 3}x Indian 5A sockets`],
      ['Backup Time', `About ${new Rng(`ups:${m[1]}`).pick(['10', '12', '15'])} minutes for a desktop PC at half load`],
      ['Battery', m[4].startsWith('Online') ? 'Internal 12V 9Ah x 6, external battery support' : 'Internal sealed lead-acid, user replaceable'],
      ['Input Voltage', m[4].startsWith('Online') ? '110-300V' : '140-300V'],
      ['Protection', 'Surge, overload and short-circuit protection, deep discharge protection'],
    ],
    dims: m[2] <= 1100 ? [[14, 18], [26, 32], [9, 11], [4, 7.5]] : [[20, 45], [40, 44], [14, 20], [12, 30]],
    highlights: [`${m[2]}VA backup for ${m[2] >= 2000 ? 'servers and network racks' : 'PCs, routers and POS systems'}`, m[4], 'Automatic voltage regulation for Indian power conditions'],
    summary: `${m[2]}VA ${m[4].toLowerCase()} UPS from ${brandName(m[0])}.`,
  };
}

/* ---------- software ---------- */

/**
 * A licence: `seats` is what one licence covers (1 PC, 5 users, 16 cores) and appears in the name
 * and the 'Licensed For' specification alike. Security suites come in several seat counts and
 * terms, each a product of its own with the seats and years in its name and its model number.
 */
type Licence = readonly [brand: string, product: string, licence: string, price: number, validity: string, seats: string, model: string];
type Suite = readonly [brand: string, product: string, pricePerSeatYear: number, users: readonly number[], years: readonly number[], model: string];

const OS_LICENCES: readonly Licence[] = [
  ['microsoft', 'Windows 11 Pro 64-bit', 'OEM License (DVD)', 12500, 'Perpetual', '1 PC', 'FQC-10528'],
  ['microsoft', 'Windows 11 Pro', 'Retail License (USB, FPP)', 18900, 'Perpetual', '1 PC', 'HAV-00163'],
  ['microsoft', 'Windows 11 Home', 'Retail License (USB, FPP)', 13900, 'Perpetual', '1 PC', 'HAJ-00090'],
  ['microsoft', 'Windows Server 2022 Standard', '16 Core OEM License', 79000, 'Perpetual', '16 cores', 'P73-08328'],
  ['microsoft', 'Windows Server 2022 Essentials', '10 Core OEM License', 42000, 'Perpetual', '10 cores', 'G3S-01299'],
  ['microsoft', 'Windows Server 2022', '5 User CAL License', 24000, 'Perpetual', '5 users', 'R18-06475'],
  ['microsoft', 'Windows Server 2022', '5 Device CAL License', 22000, 'Perpetual', '5 devices', 'R18-06466'],
];
const OFFICE_LICENCES: readonly Licence[] = [
  ['microsoft', '365 Business Standard', '1 User 1 Year Subscription', 9400, '12 months', '1 user', 'KLQ-00211'],
  ['microsoft', '365 Business Basic', '1 User 1 Year Subscription', 1750, '12 months', '1 user', '9F5-00003'],
  ['microsoft', 'Office Home & Business 2024', '1 PC Perpetual License', 24500, 'Perpetual', '1 PC', 'EP2-06606'],
  ['microsoft', 'Office Home 2024', '1 PC Perpetual License', 9900, 'Perpetual', '1 PC', 'EP2-06589'],
  ['adobe', 'Acrobat Pro', '1 User 1 Year Subscription', 18500, '12 months', '1 user', '65324079'],
  ['adobe', 'Creative Cloud All Apps', '1 User 1 Year Subscription', 62000, '12 months', '1 user', '65297757'],
];
const SECURITY_SUITES: readonly Suite[] = [
  ['quick-heal', 'Total Security', 1300, [1, 2, 3, 5], [1, 3], 'QHTS'],
  ['quick-heal', 'Internet Security', 950, [1, 3], [1], 'QHIS'],
  ['quick-heal', 'Seqrite Endpoint Security', 1450, [10, 25, 50], [1, 3], 'SEQEPS'],
  ['k7', 'Total Security', 750, [1, 3, 5], [1, 3], 'K7TS'],
  ['k7', 'Antivirus Premium', 450, [1, 3], [1], 'K7AV'],
];

/** A suite with a seat count and a term drawn: volume and multi-year terms cost less per seat-year. */
function suiteLicence(r: Rng, [brand, product, perSeatYear, userCounts, yearCounts, model]: Suite): Licence {
  const users = r.pick(userCounts);
  const years = r.pick(yearCounts);
  const price = perSeatYear * users * years * (users > 1 ? 0.85 : 1) * (years > 1 ? 0.6 : 1);
  return [brand, product, `${users} User ${years} Year License`, price, `${years * 12} months`, `${users} ${users === 1 ? 'user' : 'users'}`, `${model}-${users}U${years}Y`];
}

function software(r: Rng, kind: 'os' | 'office' | 'security'): Draft {
  const m = kind === 'os' ? r.pick(OS_LICENCES) : kind === 'office' ? r.pick(OFFICE_LICENCES) : suiteLicence(r, r.pick(SECURITY_SUITES));
  const prefix = brandName(m[0]);
  return {
    brand: m[0],
    name: `${prefix} ${m[1]} ${m[2]}`,
    model: m[6],
    price: m[3] * r.float(0.98, 1.03),
    specs: [
      ['License Type', m[2]],
      ['Licensed For', m[5]],
      ['Validity', m[4]],
      ['Delivery', m[2].includes('DVD') || m[2].includes('USB') ? 'Physical pack with product key, couriered' : 'Electronic licence key by email within 24 hours'],
      ['Platform', kind === 'os' ? (m[1].includes('Server') ? 'x64 server hardware' : '64-bit PCs with TPM 2.0') : 'Windows 10/11, macOS (where supported)'],
      ['Language', 'English (multi-language packs downloadable)'],
      ['Activation', 'Online activation; genuine licence with GST invoice'],
    ],
    highlights: ['Genuine licence supplied by an authorised partner', 'Licence key delivered with a GST invoice for compliance audits', m[4] === 'Perpetual' ? 'One-time purchase' : 'Renewal reminders before expiry'],
    summary: `${prefix} ${m[1]}: ${m[2].toLowerCase()}.`,
  };
}

/* ---------- servers ---------- */

function server(r: Rng, kind: 'Rack' | 'Tower'): Draft {
  const lines: Record<typeof kind, Line[]> = {
    Rack: [
      ['dell', 'PowerEdge', ['R250', 'R350'], 0],
      ['dell', 'PowerEdge', ['R650xs', 'R750xs'], 1],
      ['hp', 'ProLiant', ['DL20 Gen10 Plus'], 0],
      ['hp', 'ProLiant', ['DL360 Gen10 Plus', 'DL380 Gen11'], 1],
      ['lenovo', 'ThinkSystem', ['SR250 V2'], 0],
      ['lenovo', 'ThinkSystem', ['SR650 V2'], 1],
    ],
    Tower: [
      ['dell', 'PowerEdge', ['T150', 'T350'], 0],
      ['hp', 'ProLiant', ['ML30 Gen10 Plus', 'ML110 Gen10'], 0],
      ['lenovo', 'ThinkSystem', ['ST50 V2', 'ST250 V2'], 0],
    ],
  };
  const h = head(r, r.pick(lines[kind]));
  const cpu = h.tier ? r.pick(['Intel Xeon Silver 4310 (12 cores, 2.1 GHz)', 'Intel Xeon Silver 4314 (16 cores, 2.4 GHz)']) : r.pick(['Intel Xeon E-2314 (4 cores, 2.8 GHz)', 'Intel Xeon E-2324G (4 cores, 3.1 GHz)', 'Intel Xeon E-2336 (6 cores, 2.9 GHz)']);
  const ram = h.tier ? r.pick([32, 64]) : r.pick([16, 16, 32]);
  const disks = r.pick(['2x 1.2TB 10K SAS HDD', '2x 480GB SATA SSD', '2x 2TB 7.2K SATA HDD', '4x 960GB SATA SSD']);
  const ru = kind === 'Tower' ? 'Tower' : h.model.startsWith('R7') || h.model.includes('380') || h.model.includes('650 ') ? '2U' : '1U';
  return {
    brand: h.brand,
    name: `${h.b} ${h.series} ${h.model} ${ru === 'Tower' ? 'Tower' : `${ru} Rack`} Server Xeon ${ram}GB ${disks.replace(/ (SAS|SATA)/g, '').replace(/ 10K| 7\.2K/, '')}`,
    model: `${h.model.replace(/\s+/g, '')}-${r.code(4)}`,
    price: (kind === 'Tower' ? 62000 : 88000) + h.tier * 140000 + (ram / 16 - 1) * 5500 + (disks.includes('SSD') ? 12000 : 6000) + (cpu.includes('E-2336') ? 9000 : 0),
    specs: [
      ['Processor', cpu],
      ['Memory', `${ram}GB DDR4 3200 ECC RDIMM, ${h.tier ? '16' : '4'} DIMM slots`],
      ['Storage', `${disks}, hot-plug bays`],
      ['RAID Controller', r.pick(['Hardware RAID (PERC H355 / Smart Array)', 'Software RAID 0/1/10'])],
      ['Form Factor', ru === 'Tower' ? 'Tower (rack-convertible)' : `${ru} rack mount, rails included`],
      ['Power Supply', h.tier ? 'Dual hot-plug redundant 800W' : r.pick(['Single 300W cabled', 'Single 450W', 'Dual 600W redundant'])],
      ['Networking', h.tier ? '2x 10GbE SFP+ + 2x 1GbE' : '2x 1GbE'],
      ['Remote Management', h.brand === 'dell' ? 'iDRAC9 Express' : h.brand === 'hp' ? 'iLO 5 Standard' : 'XClarity Controller'],
      ['Operating System', 'None (Windows Server, RHEL, Ubuntu and VMware certified)'],
    ],
    highlights: [
      `${cpu.split(' (')[0]} processor with ${ram}GB ECC memory`,
      h.tier ? 'Virtualisation host for ERP, databases and file services' : 'Entry server for file sharing, Tally and small databases',
      'Out-of-band remote management',
      '3 years next-business-day onsite support',
    ],
    summary: `${ru === 'Tower' ? 'Tower' : `${ru} rack`} server with ${cpu.split(' (')[0]}, ${ram}GB ECC RAM and ${disks}.`,
  };
}

/* ---------- taxonomy ---------- */

const W_3Y_ONSITE: Spec = ['3 Years Onsite', warrantyTerms('3 years', 'next-business-day onsite')];
const W_1Y: Spec = ['1 Year', warrantyTerms('1 year', 'carry-in')];
const W_1Y_ONSITE: Spec = ['1 Year Onsite', warrantyTerms('1 year', 'onsite')];
const W_2Y: Spec = ['2 Years', warrantyTerms('2 years', 'carry-in')];
const W_3Y: Spec = ['3 Years', warrantyTerms('3 years', 'carry-in / replacement')];
const W_5Y: Spec = ['5 Years', warrantyTerms('5 years', 'limited replacement')];
const W_LIFETIME: Spec = ['Limited Lifetime', 'Limited lifetime warranty from the manufacturer against manufacturing defects. Replacement through the brand\'s India RMA partner; keep the GST invoice for claims.'];
const W_SOFTWARE: Spec = ['As per licence', 'Licences are non-returnable once the key is issued. Support and updates are provided by the publisher for the licence term; activation issues are resolved with the publisher\'s support team within the validity.'];

const sub = (d: Omit<SubDef, 'warranty'> & { warranty?: Spec }): SubDef => ({ warranty: W_1Y, ...d });

const LAPTOP_DIMS: [number, number][] = [[1.6, 2.4], [31, 36], [21, 25], [1.2, 2.0]];

export const CATALOG: readonly CategoryDef[] = [
  {
    slug: 'laptops',
    title: 'Laptops',
    subs: [
      sub({ slug: 'business-laptops', hsn: '847130', title: 'Business Laptops', code: 'LAP', noun: 'laptop', weight: 5, dims: LAPTOP_DIMS, warranty: W_3Y_ONSITE, pitch: 'Built for sales teams, accountants and managers who need a dependable machine with enterprise security and long warranty cover.', make: (r) => laptop(r, BIZ_LAPTOPS, 'Business Laptop', 36000) }),
      sub({ slug: 'gaming-laptops', hsn: '847130', title: 'Gaming Laptops', code: 'LAP', noun: 'laptop', weight: 2, dims: [[2.2, 2.9], [35, 37], [25, 28], [2.2, 2.8]], pitch: 'A popular pick for gaming cafés, design studios and power users who need discrete graphics.', make: (r) => laptop(r, GAMING_LAPTOPS, 'Gaming Laptop', 52000) }),
      sub({ slug: 'thin-and-light-laptops', hsn: '847130', title: 'Thin & Light Laptops', code: 'LAP', noun: 'laptop', weight: 3, dims: [[1.4, 1.9], [30, 36], [20, 24], [1.1, 1.7]], pitch: 'A light everyday laptop for students, retail counters and staff who travel between sites.', make: (r) => laptop(r, SLIM_LAPTOPS, 'Thin & Light Laptop', 31000) }),
    ],
  },
  {
    slug: 'desktops',
    title: 'Desktops',
    subs: [
      sub({ slug: 'office-desktops', hsn: '847150', title: 'Office Desktops', code: 'DSK', noun: 'desktop', weight: 3, dims: [[29, 37], [29, 32], [9, 17], [4.5, 8]], warranty: W_3Y_ONSITE, pitch: 'The standard choice for offices, billing counters and training labs that want reliable, easy-to-service PCs.', make: (r) => desktop(r, 'Desktop') }),
      sub({ slug: 'all-in-one-pcs', hsn: '847141', title: 'All-in-One PCs', code: 'AIO', noun: 'all-in-one', weight: 2, dims: [[40, 50], [54, 62], [18, 22], [5.5, 8]], warranty: W_1Y_ONSITE, pitch: 'Saves desk space at reception, front offices and clinics with a single-cable setup.', make: (r) => desktop(r, 'All-in-One Desktop') }),
      sub({ slug: 'workstations', hsn: '847150', title: 'Workstations', code: 'WKS', noun: 'workstation', weight: 1, dims: [[36, 43], [17, 18], [40, 45], [9, 13]], warranty: W_3Y_ONSITE, pitch: 'For architects, engineers and media teams running certified professional applications.', make: workstation }),
      sub({ slug: 'mini-pcs', hsn: '847150', title: 'Mini PCs', code: 'MPC', noun: 'mini PC', weight: 1, dims: [[3.5, 5.5], [11, 18.5], [11, 18], [0.5, 1.3]], warranty: W_3Y, pitch: 'Fits behind a monitor or in a kiosk: ideal for digital signage, POS and thin-client style desks.', make: (r) => desktop(r, 'Mini PC') }),
    ],
  },
  {
    slug: 'monitors',
    title: 'Monitors',
    subs: [
      sub({ slug: 'office-monitors', hsn: '852852', title: 'Office Monitors', code: 'MON', noun: 'monitor', weight: 3, dims: [[38, 52], [49, 62], [16, 22], [2.6, 5.5]], warranty: W_3Y, pitch: 'A comfortable everyday display for offices, dual-screen accounting desks and call centres.', make: (r) => monitor(r, 'office') }),
      sub({ slug: 'gaming-monitors', hsn: '852852', title: 'Gaming Monitors', code: 'MON', noun: 'monitor', weight: 2, gst: 28, dims: [[40, 55], [54, 64], [20, 26], [3.5, 7]], warranty: W_3Y, pitch: 'High refresh rates for gaming zones, e-sports cafés and traders who watch fast-moving screens.', make: (r) => monitor(r, 'gaming') }),
      sub({ slug: 'professional-monitors', hsn: '852852', title: 'Professional Monitors', code: 'MON', noun: 'monitor', weight: 1, dims: [[45, 60], [61, 72], [20, 24], [5.5, 9]], warranty: W_3Y, pitch: 'Colour-accurate displays for photographers, designers and print studios.', make: (r) => monitor(r, 'pro') }),
    ],
  },
  {
    slug: 'networking',
    title: 'Networking',
    subs: [
      sub({ slug: 'routers', hsn: '851762', title: 'Routers', code: 'NET', noun: 'router', weight: 2, dims: [[3, 5], [18, 28], [12, 20], [0.3, 1.2]], warranty: W_3Y, pitch: 'Connects offices, shops and branches to the internet with VPN links back to head office.', make: router }),
      sub({ slug: 'switches', hsn: '851762', title: 'Switches', code: 'NET', noun: 'switch', weight: 3, dims: [[2.5, 4.5], [15, 44], [10, 26], [0.4, 4.5]], warranty: W_LIFETIME, pitch: 'The backbone of office LANs, CCTV networks and structured cabling projects.', make: networkSwitch }),
      sub({ slug: 'wireless-access-points', hsn: '851762', title: 'Wireless Access Points', code: 'NET', noun: 'access point', weight: 2, dims: [[3, 5], [16, 24], [16, 24], [0.3, 0.8]], warranty: W_3Y, pitch: 'Business-grade Wi-Fi coverage for offices, hotels, hospitals and campuses.', make: accessPoint }),
      sub({ slug: 'firewalls', hsn: '851762', title: 'Firewalls', code: 'NET', noun: 'firewall', weight: 1, dims: [[3.5, 4.5], [21, 27], [15, 20], [0.9, 1.6]], pitch: 'Protects office networks and branch links with threat prevention and secure remote access.', make: firewall }),
    ],
  },
  {
    slug: 'storage',
    title: 'Storage',
    subs: [
      sub({ slug: 'internal-hard-drives', hsn: '847170', title: 'Internal Hard Drives', code: 'STO', noun: 'hard drive', weight: 2, dims: [[2.6, 2.6], [14.7, 14.7], [10.2, 10.2], [0.45, 0.72]], warranty: W_3Y, pitch: 'Bulk storage for desktops, NAS boxes, NVRs and servers.', make: hdd }),
      sub({ slug: 'solid-state-drives', hsn: '852351', title: 'SSDs', code: 'STO', noun: 'SSD', weight: 3, dims: [[0.2, 0.7], [8, 10], [2.2, 7], [0.01, 0.06]], warranty: W_5Y, pitch: 'The single most effective upgrade for slow PCs and laptops.', make: ssd }),
      sub({ slug: 'external-drives', hsn: '847170', title: 'External Drives', code: 'STO', noun: 'drive', weight: 2, dims: [[1, 2], [8.5, 11.5], [5.5, 8], [0.05, 0.25]], warranty: W_3Y, pitch: 'Portable backup and transfer for staff, auditors and field teams.', make: externalDrive }),
      sub({ slug: 'nas-storage', hsn: '847170', title: 'NAS Storage', code: 'NAS', noun: 'NAS', weight: 1, dims: [[16, 24], [10, 25], [22, 27], [1.3, 3.2]], warranty: W_3Y, pitch: 'Central file storage and automatic backup for small and mid-sized offices.', make: nas }),
      sub({ slug: 'pen-drives-and-memory-cards', hsn: '852351', title: 'Pen Drives & Memory Cards', code: 'USB', noun: 'pen drive', weight: 2, gst: 12, dims: [[0.5, 1], [1.5, 6], [1.1, 2.1], [0.005, 0.02]], warranty: W_5Y, pitch: 'Everyday portable storage; also popular as corporate gifting stock.', make: flash }),
    ],
  },
  {
    slug: 'printers-and-scanners',
    title: 'Printers & Scanners',
    subs: [
      sub({ slug: 'laser-printers', hsn: '844332', title: 'Laser Printers', code: 'PRN', noun: 'printer', weight: 2, dims: [[18, 32], [35, 42], [27, 40], [5, 16]], warranty: W_1Y_ONSITE, pitch: 'Fast, low-cost document printing for offices, schools and billing counters.', make: (r) => printer(r, 'laser') }),
      sub({ slug: 'ink-tank-printers', hsn: '844332', title: 'Ink Tank Printers', code: 'PRN', noun: 'printer', weight: 2, dims: [[17, 26], [37, 52], [30, 38], [4, 11]], warranty: W_1Y_ONSITE, pitch: 'Colour printing at a very low cost per page for shops, schools and home offices.', make: (r) => printer(r, 'ink') }),
      sub({ slug: 'scanners', hsn: '847160', title: 'Scanners', code: 'SCN', noun: 'scanner', weight: 1, dims: [[4, 18], [25, 30], [5, 25], [1.5, 4]], pitch: 'Turns paper files, invoices and KYC documents into searchable PDFs.', make: scanner }),
    ],
  },
  {
    slug: 'components',
    title: 'Components',
    subs: [
      sub({ slug: 'processors', hsn: '854231', title: 'Processors', code: 'CPU', noun: 'processor', weight: 2, dims: [[6, 9], [10, 12], [10, 12], [0.1, 0.6]], warranty: W_3Y, pitch: 'For system integrators building custom PCs and upgrading existing machines.', make: processor }),
      sub({ slug: 'memory', hsn: '847330', title: 'Memory (RAM)', code: 'RAM', noun: 'RAM', weight: 2, dims: [[0.7, 1], [13, 14], [3, 4.5], [0.02, 0.06]], warranty: W_LIFETIME, pitch: 'A quick, affordable speed boost for slow PCs and laptops.', make: memory }),
      sub({ slug: 'graphics-cards', hsn: '847330', title: 'Graphics Cards', code: 'GPU', noun: 'graphics card', weight: 2, dims: [[4, 7], [20, 34], [11, 15], [0.6, 1.8]], warranty: W_3Y, pitch: 'Graphics power for gaming builds, CAD, video editing and AI workstations.', make: graphicsCard }),
      sub({ slug: 'motherboards', hsn: '847330', title: 'Motherboards', code: 'MBD', noun: 'motherboard', weight: 1, dims: [[5, 7], [24.4, 30.5], [24.4, 24.4], [0.8, 1.6]], warranty: W_3Y, pitch: 'The foundation for custom builds by system integrators.', make: motherboard }),
      sub({ slug: 'power-supplies', hsn: '850440', title: 'Power Supplies', code: 'PSU', noun: 'power supply', weight: 1, dims: [[8.6, 8.6], [14, 16], [15, 15], [1.4, 2.4]], warranty: W_5Y, pitch: 'Stable, protected power for desktops and custom builds.', make: powerSupply }),
    ],
  },
  {
    slug: 'accessories',
    title: 'Accessories',
    subs: [
      sub({ slug: 'keyboards', hsn: '847160', title: 'Keyboards', code: 'ACC', noun: 'keyboard', weight: 2, dims: [[2, 4], [28, 45], [12, 16], [0.3, 0.8]], pitch: 'Reliable keyboards for office desks, counters and labs.', make: keyboard }),
      sub({ slug: 'mice', hsn: '847160', title: 'Mice', code: 'ACC', noun: 'mouse', weight: 2, dims: [[3.5, 5], [10, 13], [6, 8.5], [0.07, 0.14]], pitch: 'Everyday mice for offices and training labs, from basic wired to premium wireless.', make: mouse }),
      sub({ slug: 'keyboard-mouse-combos', hsn: '847160', title: 'Keyboard & Mouse Combos', code: 'ACC', noun: 'combo', weight: 2, dims: [[3, 5], [44, 48], [15, 20], [0.6, 1.1]], pitch: 'The easiest way to equip a row of office desks in one order.', make: combo }),
      sub({ slug: 'headsets', hsn: '851830', title: 'Headsets', code: 'ACC', noun: 'headset', weight: 1, dims: [[17, 20], [15, 18], [6, 9], [0.1, 0.3]], warranty: W_2Y, pitch: 'Clear audio for contact centres, online classes and hybrid meetings.', make: headset }),
      sub({ slug: 'webcams', hsn: '852589', title: 'Webcams', code: 'ACC', noun: 'webcam', weight: 1, dims: [[4, 7], [7, 10], [3, 7], [0.07, 0.2]], warranty: W_2Y, pitch: 'Sharp video for meeting rooms, remote interviews and online classes.', make: webcam }),
      sub({ slug: 'cables-and-adapters', hsn: '854442', title: 'Cables & Adapters', code: 'CBL', noun: 'cable', weight: 2, dims: [[1, 36], [10, 36], [5, 36], [0.03, 11]], pitch: 'Patch cords, bulk cable and adapters that every IT installation needs.', make: cable }),
      sub({ slug: 'ups-systems', hsn: '850440', title: 'UPS Systems', code: 'UPS', noun: 'UPS', weight: 2, gst: 28, dims: [[14, 45], [26, 42], [9, 20], [4, 30]], warranty: W_2Y, pitch: 'Keeps PCs, servers and network racks running through power cuts and voltage swings.', make: ups }),
    ],
  },
  {
    slug: 'software',
    title: 'Software',
    subs: [
      sub({ slug: 'operating-systems', hsn: '852380', title: 'Operating Systems', code: 'SFT', noun: 'licence', weight: 1, dims: null, warranty: W_SOFTWARE, pitch: 'Genuine operating system licences for new PCs, upgrades and servers.', make: (r) => software(r, 'os') }),
      sub({ slug: 'office-and-productivity', hsn: '852380', title: 'Office & Productivity', code: 'SFT', noun: 'licence', weight: 1, dims: null, warranty: W_SOFTWARE, pitch: 'Productivity suites and PDF tools for every desk in the company.', make: (r) => software(r, 'office') }),
      sub({ slug: 'antivirus-and-security', hsn: '852380', title: 'Antivirus & Security', code: 'SFT', noun: 'licence', weight: 2, dims: null, warranty: W_SOFTWARE, pitch: 'Protection against ransomware, phishing and malware for home and office PCs.', make: (r) => software(r, 'security') }),
    ],
  },
  {
    slug: 'servers',
    title: 'Servers',
    subs: [
      sub({ slug: 'rack-servers', hsn: '847150', title: 'Rack Servers', code: 'SRV', noun: 'server', weight: 1, dims: [[4.3, 8.7], [60, 75], [43, 48], [12, 28]], warranty: W_3Y_ONSITE, pitch: 'Rack-mount compute for data rooms, ERP, virtualisation and databases.', make: (r) => server(r, 'Rack') }),
      sub({ slug: 'tower-servers', hsn: '847150', title: 'Tower Servers', code: 'SRV', noun: 'server', weight: 1, dims: [[36, 44], [45, 62], [17, 22], [10, 18]], warranty: W_3Y_ONSITE, pitch: 'A first server for small offices: file sharing, Tally, backups and small databases.', make: (r) => server(r, 'Tower') }),
    ],
  },
];
