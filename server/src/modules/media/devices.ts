// Stylised device drawings for generated product art, on a 600x600 canvas (device roughly in
// x 70-530, y 100-460). Each takes the palette and returns SVG elements.

export interface Palette {
  body: string;
  body2: string;
  light: string;
  accent: string;
}

export type Device =
  | 'laptop' | 'desktop' | 'aio' | 'mini' | 'monitor' | 'router' | 'switch' | 'ap' | 'firewall' | 'hdd' | 'ssd'
  | 'extdrive' | 'nas' | 'usb' | 'printer' | 'scanner' | 'cpu' | 'ram' | 'gpu' | 'motherboard' | 'psu' | 'keyboard'
  | 'mouse' | 'combo' | 'headset' | 'webcam' | 'cable' | 'ups' | 'software' | 'server' | 'generic';

/** First match wins: order matters ("desktop processor" is a processor, "all-in-one printer" a printer). */
const RULES: [Device, RegExp][] = [
  ['software', /(^|-)(license|licence|subscription|software|operating-systems|productivity|antivirus|windows)(-|$)/],
  ['combo', /keyboard-mouse|(^|-)combos?(-|$)/],
  ['cpu', /(^|-)(processors?|cpu|components)(-|$)/],
  ['gpu', /graphics-cards?/],
  ['motherboard', /motherboards?/],
  ['usb', /pen-drives?|flash-drive|microsd|memory-card/],
  ['ram', /(^|-)(ram|memory|ddr4|ddr5)(-|$)/],
  ['psu', /power-suppl|(^|-)(psu|smps)(-|$)/],
  ['ups', /(^|-)ups(-|$)/],
  ['server', /(^|-)servers?(-|$)/],
  ['printer', /(^|-)(printers?|printing)(-|$)/],
  ['scanner', /(^|-)scanners?(-|$)/],
  ['aio', /all-in-one/],
  ['mini', /mini-pcs?/],
  ['firewall', /(^|-)(firewalls?|ngfw|secure|ransomware)(-|$)/],
  ['extdrive', /(^|-)(portable|external)(-|$)/],
  ['ssd', /(^|-)(ssds?|solid-state)(-|$)/],
  ['hdd', /hard-drives?|(^|-)hdd(-|$)/],
  ['desktop', /(^|-)(workstations?|desktops?)(-|$)/],
  ['laptop', /(^|-)laptops?(-|$)/],
  ['monitor', /(^|-)monitors?(-|$)/],
  ['router', /(^|-)(routers?|networking)(-|$)/],
  ['switch', /(^|-)switch(es)?(-|$)/],
  ['ap', /access-points?|(^|-)wifi(-|$)/],
  ['nas', /(^|-)nas(-|$)/],
  ['hdd', /(^|-)storage(-|$)/],
  ['keyboard', /(^|-)(keyboards?|accessories)(-|$)/],
  ['mouse', /(^|-)(mouse|mice)(-|$)/],
  ['headset', /(^|-)(headsets?|headphones?)(-|$)/],
  ['webcam', /(^|-)webcams?(-|$)/],
  ['cable', /(^|-)(cables?|adapters?|cord)(-|$)/],
];

export function deviceFor(slug: string): Device {
  for (const [device, re] of RULES) if (re.test(slug)) return device;
  return 'generic';
}

export const DEVICE_LABEL: Record<Device, string> = {
  laptop: 'LAPTOP', desktop: 'DESKTOP', aio: 'ALL-IN-ONE', mini: 'MINI PC', monitor: 'MONITOR', router: 'ROUTER',
  switch: 'SWITCH', ap: 'ACCESS POINT', firewall: 'FIREWALL', hdd: 'HARD DRIVE', ssd: 'SSD', extdrive: 'EXTERNAL DRIVE',
  nas: 'NAS', usb: 'FLASH STORAGE', printer: 'PRINTER', scanner: 'SCANNER', cpu: 'PROCESSOR', ram: 'MEMORY',
  gpu: 'GRAPHICS CARD', motherboard: 'MOTHERBOARD', psu: 'POWER SUPPLY', keyboard: 'KEYBOARD', mouse: 'MOUSE',
  combo: 'KEYBOARD + MOUSE', headset: 'HEADSET', webcam: 'WEBCAM', cable: 'CABLES', ups: 'UPS', software: 'SOFTWARE',
  server: 'SERVER', generic: 'IT WHOLESALE',
};

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const GOLD = '#d4a72c';

/** Grid fills (ports, keys, chips, bays): one <pattern> instead of dozens of shapes. */
const pattern = (id: string, w: number, h: number, inner: string) =>
  `<defs><pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${inner}</pattern></defs>`;

function keyboard(c: Palette): string {
  return pattern('k', 35, 28, rect(3, 3, 29, 22, c.light, 4)) + rect(70, 210, 460, 170, c.body, 16) + rect(90, 228, 420, 112, 'url(#k)') + rect(200, 346, 200, 22, c.light, 4);
}

function mouse(c: Palette): string {
  return rect(220, 140, 160, 270, c.body, 80) + `<path d="M300 140v110" stroke="${c.body2}" stroke-width="5"/>` + rect(292, 180, 16, 40, c.accent, 8);
}

export const DRAW: Record<Device, (c: Palette) => string> = {
  laptop: (c) => rect(155, 130, 290, 196, c.body, 14) + rect(169, 144, 262, 166, 'url(#s)', 4) + `<path d="M120 330h360l-22 30H142z" fill="${c.body2}"/>` + rect(268, 332, 64, 6, c.light, 3),
  desktop: (c) =>
    rect(370, 140, 120, 270, c.body, 10) + circle(430, 180, 10, c.accent) + rect(390, 215, 80, 6, c.light, 3) + rect(390, 231, 80, 6, c.light, 3) +
    rect(100, 170, 250, 165, c.body, 8) + rect(110, 180, 230, 140, 'url(#s)', 3) + `<path d="M210 335h30l8 50h-46z" fill="${c.body2}"/>` + rect(170, 383, 110, 10, c.body, 5),
  aio: (c) => rect(110, 110, 380, 260, c.body, 14) + rect(124, 124, 352, 206, 'url(#s)', 4) + circle(300, 350, 6, c.light) + `<path d="M270 370h60l20 50H250z" fill="${c.body2}"/>`,
  mini: (c) => rect(170, 200, 260, 140, c.body, 22) + rect(195, 225, 210, 50, 'url(#s)', 8, ' opacity=".6"') + rect(195, 300, 40, 14, c.light, 4) + rect(245, 300, 40, 14, c.light, 4) + circle(395, 307, 8, c.accent),
  monitor: (c) => rect(110, 110, 380, 240, c.body, 10) + rect(122, 122, 356, 206, 'url(#s)', 3) + `<path d="M280 350h40l12 55h-64z" fill="${c.body2}"/>` + rect(210, 402, 180, 12, c.body, 6),
  router: (c) =>
    [170, 293, 416].map((x) => rect(x, 150, 14, 150, c.body2, 7)).join('') + rect(140, 280, 320, 90, c.body, 20) +
    [200, 235, 270, 305].map((x) => circle(x, 325, 7, c.accent)).join(''),
  switch: (c) => pattern('p', 26, 22, rect(3, 3, 20, 15, '#0b1220', 2)) + rect(70, 240, 460, 110, c.body, 10) + rect(90, 262, 312, 66, 'url(#p)') + circle(440, 280, 7, c.accent) + rect(425, 300, 85, 28, c.body2, 4),
  ap: (c) =>
    `<ellipse cx="300" cy="330" rx="190" ry="70" fill="${c.body2}"/><ellipse cx="300" cy="312" rx="190" ry="70" fill="${c.light}"/>` +
    `<ellipse cx="300" cy="312" rx="42" ry="15" fill="none" stroke="${c.accent}" stroke-width="6"/>` +
    `<path d="M225 185a105 105 0 0 1 150 0M255 215a60 60 0 0 1 90 0" stroke="${c.accent}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  firewall: (c) =>
    rect(130, 320, 340, 100, c.body, 14) + [170, 210, 250, 290].map((x) => rect(x, 355, 28, 22, '#0b1220', 3)).join('') + circle(430, 366, 8, c.accent) +
    `<path d="M300 100l90 35v55c0 55-40 90-90 105-50-15-90-50-90-105v-55z" fill="${c.accent}"/><path d="M262 195l26 26 48-52" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  hdd: (c) =>
    rect(170, 110, 260, 340, c.body2, 16) + circle(300, 250, 105, c.light) + circle(300, 250, 22, c.body) +
    `<path d="M390 400L320 270" stroke="${c.accent}" stroke-width="14" stroke-linecap="round"/>` + circle(390, 400, 16, c.body),
  ssd: (c) => rect(150, 150, 300, 260, c.body, 14) + rect(175, 185, 250, 120, 'url(#s)', 8) + rect(175, 330, 150, 14, c.light, 7) + rect(175, 356, 100, 14, c.light, 7, ' opacity=".6"'),
  extdrive: (c) => rect(190, 100, 220, 290, c.body, 30) + rect(190, 300, 220, 16, c.accent) + circle(300, 140, 7, c.accent) + `<path d="M300 390c0 50 90 50 90 0v-10" stroke="${c.body2}" stroke-width="10" fill="none"/>`,
  nas: (c) => rect(170, 110, 260, 330, c.body, 16) + [140, 210, 280, 350].map((y) => rect(195, y, 160, 55, c.body2, 6) + circle(385, y + 27, 7, c.accent)).join(''),
  usb: (c) => rect(170, 230, 220, 100, c.body, 20) + rect(390, 250, 70, 60, c.light, 4) + rect(410, 265, 14, 10, c.body2) + rect(430, 285, 14, 10, c.body2) + rect(200, 265, 120, 30, c.accent, 6),
  printer: (c) =>
    rect(210, 100, 180, 100, '#fff', 0, ` stroke="${c.light}" stroke-width="4"`) + rect(120, 190, 360, 170, c.body, 20) + rect(160, 330, 280, 60, c.body2, 6) +
    rect(190, 360, 220, 60, '#fff') + circle(430, 230, 9, c.accent) + rect(150, 220, 120, 24, 'url(#s)', 5),
  scanner: (c) => rect(100, 250, 400, 110, c.body, 16) + rect(100, 215, 400, 45, c.body2, 12) + rect(130, 290, 340, 10, c.accent) + circle(460, 330, 8, c.accent),
  cpu: (c) =>
    `<rect x="140" y="120" width="320" height="320" rx="16" fill="none" stroke="${GOLD}" stroke-width="12" stroke-dasharray="8 10"/>` +
    rect(150, 130, 300, 300, c.body2, 14) + rect(190, 170, 220, 220, c.light, 10) + rect(235, 215, 130, 130, 'url(#s)', 8),
  ram: (c) => pattern('m', 64, 70, rect(6, 0, 52, 70, c.body, 4)) + rect(80, 200, 440, 140, c.accent, 8) + rect(100, 225, 384, 70, 'url(#m)') + rect(90, 322, 420, 14, GOLD) + rect(292, 318, 14, 24, c.accent),
  gpu: (c) =>
    rect(90, 180, 420, 200, c.body, 18) + rect(130, 380, 200, 16, GOLD) +
    [200, 400].map((x) => circle(x, 280, 72, c.body2) + circle(x, 280, 52, 'none', ` stroke="${c.light}" stroke-width="6" stroke-dasharray="22 12"`) + circle(x, 280, 20, c.accent)).join(''),
  motherboard: (c) =>
    rect(130, 110, 340, 340, c.body2, 10) + rect(170, 150, 110, 110, c.light, 6) + rect(310, 150, 14, 150, c.accent) + rect(340, 150, 14, 150, c.accent) +
    rect(170, 300, 220, 16, '#0b1220', 3) + rect(170, 340, 220, 16, '#0b1220', 3) + rect(170, 385, 60, 45, 'url(#s)', 4),
  psu: (c) =>
    rect(130, 150, 340, 260, c.body, 14) + circle(300, 280, 100, c.body2) +
    [100, 70, 40].map((r) => circle(300, 280, r, 'none', ` stroke="${c.light}" stroke-width="4"`)).join('') + `<path d="M200 280h200M300 180v200" stroke="${c.light}" stroke-width="4"/>`,
  keyboard,
  mouse,
  combo: (c) => `<g transform="translate(-30 40) scale(.8)">${keyboard(c)}</g><g transform="translate(345 170) scale(.5)">${mouse(c)}</g>`,
  headset: (c) =>
    `<path d="M170 320v-60a130 130 0 0 1 260 0v60" stroke="${c.body}" stroke-width="26" fill="none"/>` + rect(140, 290, 70, 120, c.body, 30) + rect(390, 290, 70, 120, c.body, 30) +
    `<path d="M175 400q20 50 90 50" stroke="${c.body2}" stroke-width="10" fill="none"/>` + circle(270, 450, 12, c.accent),
  webcam: (c) => `<path d="M260 300h80l20 100H240z" fill="${c.body2}"/>` + rect(170, 160, 260, 150, c.body, 75) + circle(300, 235, 55, c.body2) + circle(300, 235, 32, 'url(#s)') + circle(385, 210, 7, c.accent),
  cable: (c) =>
    `<path d="M160 200c0 200 280 0 280 200" stroke="${c.body}" stroke-width="16" fill="none"/>` + rect(130, 140, 60, 70, c.body2, 8) + rect(142, 112, 36, 30, c.light) +
    rect(410, 390, 60, 70, c.body2, 8) + rect(422, 458, 36, 30, c.light),
  ups: (c) => rect(200, 110, 200, 330, c.body, 14) + rect(230, 150, 140, 60, 'url(#s)', 6) + circle(300, 260, 20, c.accent) + [320, 340, 360].map((y) => rect(230, y, 140, 8, c.light, 4)).join(''),
  software: (c) =>
    `<path d="M160 180l140 50v210l-140-50z" fill="${c.accent}"/><path d="M300 230l140-50v210l-140 50z" fill="${c.body}"/><path d="M160 180l140-50 140 50-140 50z" fill="${c.light}"/>` +
    circle(230, 315, 40, '#fff', ' opacity=".85"') + circle(230, 315, 12, c.accent),
  server: (c) =>
    pattern('b', 35, 40, rect(3, 4, 29, 32, c.body2, 3)) +
    [150, 235, 320].map((y) => rect(90, y, 420, 70, c.body, 8) + rect(110, y + 15, 280, 40, 'url(#b)') + circle(470, y + 35, 7, c.accent)).join(''),
  generic: () =>
    rect(130, 260, 190, 170, '#d6a461', 6) + rect(300, 300, 170, 130, '#c4914c', 6) + rect(210, 140, 160, 130, '#e0b173', 6) +
    rect(212, 260, 28, 170, '#f1d29a') + rect(372, 300, 26, 130, '#f1d29a') + rect(276, 140, 28, 130, '#f1d29a'),
};
