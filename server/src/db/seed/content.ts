// Editorial content of the demo store: banners, partners, social links, FAQs, blog posts,
// policies and about entries, written as a B2B IT wholesaler in Mumbai would publish them.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { aboutEntries, banners, blogs, faqs, partners, policies, socialLinks } from '../schema';
import { BASE_DATE } from './products';

const DAY = 86_400_000;

export const BANNERS = [
  ['business-laptops', 'Business Laptops at Wholesale Prices'],
  ['secure-networks', 'Build Faster, Safer Office Networks'],
  ['storage-and-backup', 'Storage for Every Office: SSDs, NAS and Backup'],
  ['office-printing', 'Printers and Supplies for Busy Offices'],
] as const;

export const PARTNERS = ['Dell', 'HP', 'Lenovo', 'Cisco', 'Samsung', 'Logitech', 'Canon', 'Seagate', 'Microsoft', 'TP-Link'];

export const SOCIAL_LINKS = [
  ['facebook', 'https://www.facebook.com/itwholesale.in'],
  ['instagram', 'https://www.instagram.com/itwholesale.in'],
  ['linkedin', 'https://www.linkedin.com/company/itwholesale-india'],
  ['youtube', 'https://www.youtube.com/@itwholesale-india'],
  ['twitter', 'https://twitter.com/itwholesale_in'],
] as const;

export const FAQS: [string, string][] = [
  ['Who can buy from IT Wholesale?', 'We sell only to registered businesses: IT resellers, system integrators, corporates, institutions and retailers. Register with your GSTIN and PAN; once our team verifies the details your account is approved for online ordering.'],
  ['Why can\'t I see prices?', 'Prices, the cart and checkout are visible only to approved, signed-in business accounts. If you have registered but still cannot see prices, your account is awaiting approval.'],
  ['How long does account approval take?', 'Most accounts are verified within one working day. We may call the contact number you registered with to confirm your GST and company details.'],
  ['Are prices inclusive of GST?', 'Listed prices exclude GST. GST is added at checkout at the rate that applies to each product: CGST and SGST for deliveries within Maharashtra, IGST for other states. Every order comes with a GST invoice for input tax credit.'],
  ['What payment options do you offer?', 'You can pay online by card, UPI or net banking through our payment gateway, or choose cash on delivery against your approved credit limit. Bank transfers (NEFT/RTGS) are accepted for quotations confirmed by our sales team.'],
  ['How does the credit limit work?', 'Approved accounts may receive a credit limit for cash-on-delivery orders. Each such order is debited from the available limit and cancellations are credited back. Your wallet history shows every transaction.'],
  ['Can I get a better price for bulk quantities?', 'Yes. Add products to your quote list and submit a quotation request with the quantities you need. Our sales team replies with volume pricing, usually within four working hours. Some accounts also have price-list rates that apply automatically.'],
  ['How quickly do you ship?', 'Orders placed before 3 pm on working days are dispatched the same day from our Bhiwandi warehouse. Metro cities usually receive shipments in 2 to 4 working days and the rest of India in 4 to 7 working days.'],
  ['How do warranty claims work?', 'All products carry the manufacturer\'s India warranty. Contact the brand\'s service centre with the serial number and our invoice; for dead-on-arrival units reported within 7 days we arrange the replacement ourselves.'],
  ['Can I request a product that is not listed?', 'Yes. Use Request An Item in the header, tell us the product names and quantities, and our sourcing team will get back to you with availability and pricing.'],
];

const p = (...paras: string[]) => paras.map((x) => (x.startsWith('<') ? x : `<p>${x}</p>`)).join('');

export const BLOG_POSTS: { slug: string; title: string; daysAgo: number; body: string }[] = [
  {
    slug: 'choosing-business-laptops-for-your-team',
    title: 'How to Choose Business Laptops for Your Team in 2026',
    daysAgo: 12,
    body: p(
      'Buying laptops for a team is different from buying one for yourself. The cheapest machine on the shelf often costs more over three years once repairs, downtime and early replacements are added up. Here is the checklist our account managers use with corporate buyers.',
      '<h3>Start with the work, not the specifications</h3>',
      'Sales staff who travel need light machines with long battery life and a sturdy chassis. Accounts and operations teams spend the day in spreadsheets and ERP screens, so a 15.6-inch display and a full keyboard with a number pad matter more than weight. Designers and engineers need a dedicated graphics card and certified drivers.',
      '<ul><li>Processor: Intel Core i5 or AMD Ryzen 5 covers most office work; choose i7 or Ryzen 7 for analysts and developers.</li><li>Memory: 16GB is the comfortable minimum for Microsoft 365 and browsers with many tabs.</li><li>Storage: a 512GB NVMe SSD avoids the slowdowns of older hard drives.</li><li>Warranty: three years onsite support keeps people working instead of waiting at a service centre.</li></ul>',
      'Business ranges such as Dell Latitude, HP ProBook and EliteBook, and Lenovo ThinkPad also offer TPM chips, fingerprint readers and BIOS-level management tools that IT teams need when machines are lost or staff leave.',
      'If you are buying ten or more units, request a quotation: volume pricing, staggered deliveries and asset tagging can all be arranged.',
    ),
  },
  {
    slug: 'gst-input-tax-credit-on-it-purchases',
    title: 'GST Input Tax Credit on IT Purchases: A Practical Guide',
    daysAgo: 34,
    body: p(
      'Laptops, servers, networking gear and software bought for business use are capital goods or inputs under GST, and the tax paid on them can usually be claimed as input tax credit (ITC). A few simple habits make sure you do not lose that credit.',
      'First, make sure the invoice carries your correct GSTIN and legal name. Every order on IT Wholesale is invoiced to the GSTIN on your approved account, so keep your profile up to date if you open a new branch in another state.',
      'Second, check that the tax type matches the place of supply. Deliveries within Maharashtra carry CGST and SGST; deliveries to other states carry IGST. If you ship to a branch in another state, add that branch as a shipping address so the invoice is raised correctly.',
      'Third, reconcile your purchases with GSTR-2B every month. Our invoices are uploaded promptly, so the credit should appear in the following cycle.',
      'This article is general information, not tax advice; please confirm specific cases with your chartered accountant.',
    ),
  },
  {
    slug: 'wifi-6-for-small-offices',
    title: 'Is Wi-Fi 6 Worth It for Small Offices?',
    daysAgo: 58,
    body: p(
      'Most small offices still run on the Wi-Fi router their broadband provider installed years ago. With video calls, cloud accounting and dozens of phones on the network, that router is often the reason meetings freeze.',
      'Wi-Fi 6 (802.11ax) was designed for crowded networks. Features such as OFDMA and target wake time let an access point serve many devices at once instead of queuing them, which matters more in an office than raw top speed.',
      '<ul><li>Use ceiling-mounted access points instead of a single router in a cabin.</li><li>Power them over Ethernet from a PoE switch to avoid adapters.</li><li>Manage them centrally with a controller such as TP-Link Omada or Cisco Business so roaming is seamless.</li></ul>',
      'For an office of 20 to 40 people, two or three Wi-Fi 6 access points and an 8-port PoE switch typically cost less than a single laptop, and the difference in everyday work is immediately noticeable.',
    ),
  },
  {
    slug: 'ssd-vs-hdd-for-business',
    title: 'SSD vs HDD: What Your Business Really Needs',
    daysAgo: 81,
    body: p(
      'Solid state drives have become cheap enough that every new desktop and laptop should boot from one. But hard drives still have an important place in business storage.',
      'Use SSDs where speed changes how people work: operating systems, applications, databases and virtual machines. Replacing the hard drive in an older office PC with a SATA SSD is the single most cost-effective upgrade we sell.',
      'Use hard drives where capacity per rupee matters: NAS file shares, backup targets and CCTV recorders. Choose drives built for the job, such as IronWolf or WD Red Plus for NAS and SkyHawk or WD Purple for surveillance, because their firmware is tuned for always-on use.',
      'Whatever you choose, keep at least one backup copy on a separate device, and test restoring it. Drives fail; backups are what keep a business running.',
    ),
  },
  {
    slug: 'ups-sizing-guide',
    title: 'How to Size a UPS for Your Office',
    daysAgo: 109,
    body: p(
      'Power cuts and voltage fluctuations are a fact of life in many parts of India, and an undersized UPS is almost as bad as none at all. Sizing one correctly takes five minutes.',
      'Add up the wattage of everything you want to protect: a typical office desktop draws 60 to 120W, a 24-inch monitor about 20W, a router or switch 10 to 30W, and a small server 200 to 400W. Then add 25 percent headroom.',
      'UPS ratings are given in VA and watts. Use the watt figure for sizing: a 1100VA unit typically supports about 660W. For servers and network racks choose an online double-conversion UPS, which delivers clean power continuously; line-interactive units are fine for desktops.',
      'Finally, plan for backup time. Most desktop UPS units give 10 to 15 minutes, enough to save work and shut down safely. Longer runtimes need external battery packs or an online UPS with extended batteries.',
    ),
  },
  {
    slug: 'ink-tank-vs-laser-printers',
    title: 'Ink Tank or Laser: Picking the Right Office Printer',
    daysAgo: 140,
    body: p(
      'Printers are cheap to buy and expensive to run, so the right choice depends on what you print and how much.',
      'Monochrome laser printers are the workhorses for invoices, delivery challans and reports. They are fast, the toner does not dry out when the printer sits idle, and the cost per page is low for black text.',
      'Ink tank printers such as Epson EcoTank, Canon PIXMA G series and HP Smart Tank offer colour at a remarkably low cost per page. They suit schools, shops and offices that print colour flyers, photos or presentations in moderate volumes.',
      '<ul><li>Printing over 1,000 black pages a month: choose a laser printer with automatic duplex.</li><li>Need colour regularly: choose an ink tank model.</li><li>Sharing across a team: make sure it has Wi-Fi or Ethernet.</li></ul>',
    ),
  },
  {
    slug: 'windows-10-end-of-support',
    title: 'Windows 10 End of Support: Planning Your Upgrade',
    daysAgo: 172,
    body: p(
      'Microsoft ended free security updates for Windows 10 in October 2025. PCs still running it keep working, but every month without patches increases the risk of ransomware and data theft.',
      'Start with an inventory. Windows 11 requires a supported processor and TPM 2.0, so many PCs bought before 2018 cannot be upgraded. For these, replacing the machine is usually cheaper than paying for extended security updates.',
      'PCs that qualify can be upgraded in place. Use the opportunity to move to Windows 11 Pro, which adds BitLocker encryption and domain or Entra ID management that a growing business will need.',
      'We supply genuine OEM and retail Windows licences with GST invoices, and business desktops and laptops with Windows 11 Pro pre-installed. Talk to our team about staggered replacement plans.',
    ),
  },
  {
    slug: 'protecting-office-networks-from-ransomware',
    title: 'Seven Steps to Protect Your Office Network from Ransomware',
    daysAgo: 205,
    body: p(
      'Ransomware attacks on Indian small and mid-sized businesses have risen sharply, and attackers increasingly target firms that assume they are too small to notice.',
      '<ul><li>Keep operating systems and firmware updated.</li><li>Install business-grade endpoint protection on every PC.</li><li>Put a next-generation firewall at the internet edge.</li><li>Separate guest Wi-Fi and CCTV from office systems with VLANs.</li><li>Use multi-factor authentication for email and remote access.</li><li>Keep offline or immutable backups, for example NAS snapshots.</li><li>Train staff to recognise phishing emails.</li></ul>',
      'None of these steps is expensive on its own, and together they stop the vast majority of attacks. Our networking team can help you plan a firewall, switch and backup setup sized for your office.',
    ),
  },
];

export const POLICIES: { kind: string; title: string; body: string }[] = [
  {
    kind: 'privacy',
    title: 'Privacy Policy',
    body: p(
      'IT Wholesale ("we", "us") operates this business-to-business store. This policy explains what information we collect from business customers and visitors, why we collect it, and how we protect it, in line with the Information Technology Act, 2000, the rules made under it and the Digital Personal Data Protection Act, 2023.',
      '<h3>Information we collect</h3>',
      '<ul><li>Company details you provide at registration: company name, GSTIN, PAN, TAN, MSME and incorporation numbers, addresses.</li><li>Contact details of your authorised representatives: name, email address and phone number.</li><li>Order, quotation, payment and credit history.</li><li>Technical data such as IP address, browser type and pages visited, used for security and to improve the store.</li></ul>',
      '<h3>How we use it</h3>',
      'We use this information to verify your business, approve your account, process orders and quotations, raise GST invoices, arrange delivery, provide warranty support and meet our legal and tax obligations. With your consent we may send you product updates and offers; you can unsubscribe at any time.',
      '<h3>Sharing</h3>',
      'We share information only with service providers who help us run the business (payment gateways, logistics partners, SMS and email services) and with government authorities where the law requires it. We do not sell personal data. Card details are handled by our PCI-DSS compliant payment partner and are never stored on our servers.',
      '<h3>Retention and your rights</h3>',
      'We keep account and invoice records for as long as the account is active and thereafter for the period required by GST and income tax law. You may ask us to access, correct or erase your personal data, subject to these legal requirements, by writing to our Grievance Officer at privacy@itwholesale.example.',
    ),
  },
  {
    kind: 'shipping',
    title: 'Shipping Policy',
    body: p(
      'We ship to business addresses across India from our warehouse in Bhiwandi, Maharashtra.',
      '<h3>Dispatch and delivery times</h3>',
      'Orders placed and paid (or approved against credit) before 3 pm on a working day are dispatched the same day; later orders are dispatched the next working day. Typical transit times are 1 to 2 working days within Mumbai and Pune, 2 to 4 working days to other metro cities, and 4 to 7 working days elsewhere. Remote pincodes in the North-East, Jammu and Kashmir, Ladakh, and the Andaman and Nicobar Islands may take longer.',
      '<h3>Freight</h3>',
      'Shipping is free on orders above ₹10,000 (before GST). Smaller orders and bulky items such as servers, racks and large UPS systems may attract freight, which is shown before you place the order or confirmed in your quotation.',
      '<h3>E-way bills and documents</h3>',
      'Every shipment travels with a GST tax invoice. For consignments above ₹50,000 we generate an e-way bill as required under GST law; please make sure the GSTIN and shipping address on your account are correct.',
      '<h3>Receiving your shipment</h3>',
      'Please check the packaging before signing the delivery receipt. If a package is visibly damaged or the seal is tampered with, note it on the receipt and inform us within 48 hours with photographs so we can raise a claim with the courier.',
    ),
  },
  {
    kind: 'terms',
    title: 'Terms and Conditions',
    body: p(
      'These terms govern the use of the IT Wholesale store and every order placed through it. By registering an account or placing an order you accept them on behalf of your business.',
      '<h3>Business customers only</h3>',
      'The store sells to businesses for resale or business use. Registration requires a valid GSTIN and PAN. We may approve, suspend or decline an account at our discretion, for example where documents cannot be verified.',
      '<h3>Prices and taxes</h3>',
      'Prices are in Indian rupees and exclude GST, which is charged at the applicable rate at checkout. Prices and availability may change without notice; the price confirmed in your order or quotation applies. Price-list rates agreed with your account apply only to that account.',
      '<h3>Credit</h3>',
      'Credit limits are granted at our discretion and may be revised. Cash-on-delivery orders are debited from the available limit; outstanding amounts must be paid within the agreed terms, failing which we may suspend credit and charge interest at 18% per annum.',
      '<h3>Warranty and liability</h3>',
      'Products carry the manufacturer\'s warranty only. Our liability for any order is limited to the value of the product concerned, and we are not liable for indirect losses such as loss of data or profits.',
      '<h3>Governing law</h3>',
      'These terms are governed by the laws of India, and the courts at Mumbai have exclusive jurisdiction.',
    ),
  },
  {
    kind: 'cancellation',
    title: 'Cancellation/Refund Policy',
    body: p(
      '<h3>Cancelling an order</h3>',
      'You can cancel an order from My Orders until it is shipped. Cash-on-delivery orders are credited back to your credit limit immediately. Orders paid online are refunded to the original payment method within 7 to 10 working days.',
      'Once an order has shipped it cannot be cancelled; you may refuse the delivery, in which case the refund is processed after the shipment returns to our warehouse, less any freight charged.',
      '<h3>Returns and replacements</h3>',
      '<ul><li>Dead on arrival: report within 7 days of delivery with the serial number and invoice; we replace the unit after the brand\'s DOA verification.</li><li>Wrong or short supply: report within 48 hours of delivery and we will correct it at no cost.</li><li>Change of mind: unopened products in original packaging may be returned within 7 days, subject to a 10% restocking fee.</li></ul>',
      '<h3>Non-returnable items</h3>',
      'Software licences and subscriptions once the key is issued, consumables such as ink and toner once opened, and items procured specially against a quotation cannot be returned.',
      'For any cancellation or refund query, write to support@itwholesale.example with your order number.',
    ),
  },
];

export const ABOUT: { slug: string; title: string; body: string }[] = [
  {
    slug: 'who-we-are',
    title: 'Who We Are',
    body: p(
      'IT Wholesale is a Mumbai-based distributor of computers, networking and office technology, supplying resellers, system integrators and corporate buyers across India since 2014.',
      'From a single godown in Lamington Road we have grown into a 40,000 square foot warehouse in Bhiwandi, a team of 120 people and partnerships with the world\'s leading technology brands.',
    ),
  },
  {
    slug: 'what-we-supply',
    title: 'What We Supply',
    body: p(
      'Our catalogue covers everything an office or IT project needs:',
      '<ul><li>Laptops, desktops, workstations and servers</li><li>Monitors, printers and scanners</li><li>Switches, routers, Wi-Fi and firewalls</li><li>Storage, components and accessories</li><li>Genuine software licences</li></ul>',
      'Every product is sourced through authorised channels and carries the full manufacturer\'s India warranty.',
    ),
  },
  {
    slug: 'why-partners-choose-us',
    title: 'Why Partners Choose Us',
    body: p(
      'Transparent trade pricing, same-day dispatch, GST invoices on every order and credit for approved accounts. Dedicated account managers help with quotations, project pricing and product selection, and our technical team supports pre-sales sizing for networking and server projects.',
    ),
  },
  {
    slug: 'our-reach',
    title: 'Our Reach',
    body: p(
      'We deliver to more than 19,000 pincodes through our logistics partners and serve over 4,500 business customers, from single-outlet computer shops to national enterprises with branches in every state.',
    ),
  },
];

async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(table).limit(1);
  return rows.length === 0;
}

/** Writes each kind of content only when its table is empty (policies by kind). */
export async function seedContent(db: Db): Promise<void> {
  if (await isEmpty(db, banners)) {
    await db.insert(banners).values(BANNERS.map(([slug, title], i) => ({ image: `img/banner/${slug}.svg`, firstTitle: title, sortOrder: i + 1 })));
  }
  if (await isEmpty(db, partners)) {
    await db.insert(partners).values(
      PARTNERS.map((name, i) => ({ name, image: `img/partner/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`, sortOrder: i + 1 })),
    );
  }
  if (await isEmpty(db, socialLinks)) {
    await db.insert(socialLinks).values(SOCIAL_LINKS.map(([platform, url]) => ({ platform, url })));
  }
  if (await isEmpty(db, faqs)) {
    await db.insert(faqs).values(FAQS.map(([question, answer], i) => ({ question, answer, sortOrder: i + 1 })));
  }
  if (await isEmpty(db, blogs)) {
    await db.insert(blogs).values(
      BLOG_POSTS.map((b) => ({
        slug: b.slug,
        title: b.title,
        description: b.body,
        image: `img/blog/${b.slug}.svg`,
        createdAt: new Date(BASE_DATE - b.daysAgo * DAY + 10.5 * 3_600_000),
      })),
    );
  }
  await db
    .insert(policies)
    .values(POLICIES.map((x) => ({ kind: x.kind, title: x.title, description: x.body })))
    .onConflictDoNothing();
  if (await isEmpty(db, aboutEntries)) {
    await db.insert(aboutEntries).values(
      ABOUT.map((a, i) => ({ title: a.title, description: a.body, image: `img/about/${a.slug}.svg`, sortOrder: i + 1 })),
    );
  }
}
