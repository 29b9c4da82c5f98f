// GST state codes (the first two digits of a GSTIN), which a tax invoice prints beside the place
// of supply. Addresses hold the state as typed, so names are matched loosely (case, spacing,
// '&' for 'and', a few old or short names).
const CODES: [code: string, name: string, ...aliases: string[]][] = [
  ['01', 'Jammu and Kashmir', 'J&K'],
  ['02', 'Himachal Pradesh', 'HP'],
  ['03', 'Punjab'],
  ['04', 'Chandigarh'],
  ['05', 'Uttarakhand', 'Uttaranchal'],
  ['06', 'Haryana'],
  ['07', 'Delhi', 'New Delhi', 'NCT of Delhi'],
  ['08', 'Rajasthan'],
  ['09', 'Uttar Pradesh', 'UP'],
  ['10', 'Bihar'],
  ['11', 'Sikkim'],
  ['12', 'Arunachal Pradesh'],
  ['13', 'Nagaland'],
  ['14', 'Manipur'],
  ['15', 'Mizoram'],
  ['16', 'Tripura'],
  ['17', 'Meghalaya'],
  ['18', 'Assam'],
  ['19', 'West Bengal', 'WB'],
  ['20', 'Jharkhand'],
  ['21', 'Odisha', 'Orissa'],
  ['22', 'Chhattisgarh', 'Chattisgarh'],
  ['23', 'Madhya Pradesh', 'MP'],
  ['24', 'Gujarat'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu', 'Daman and Diu', 'Dadra and Nagar Haveli'],
  ['27', 'Maharashtra'],
  ['29', 'Karnataka'],
  ['30', 'Goa'],
  ['31', 'Lakshadweep'],
  ['32', 'Kerala'],
  ['33', 'Tamil Nadu', 'TN'],
  ['34', 'Puducherry', 'Pondicherry'],
  ['35', 'Andaman and Nicobar Islands', 'Andaman and Nicobar'],
  ['36', 'Telangana'],
  ['37', 'Andhra Pradesh', 'AP'],
  ['38', 'Ladakh'],
];

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();

const BY_NAME = new Map<string, { code: string; name: string }>();
for (const [code, name, ...aliases] of CODES) {
  for (const n of [name, ...aliases]) BY_NAME.set(key(n), { code, name });
}

/** 'maharashtra ' -> { code: '27', name: 'Maharashtra' }; null for a name that is no Indian state or territory. */
export function gstState(name: string | null | undefined): { code: string; name: string } | null {
  if (!name) return null;
  return BY_NAME.get(key(name)) ?? null;
}
