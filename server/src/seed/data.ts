/** Realistic Pakistani agri-input catalogue and retail network for demo and benchmark data. */

export const CITIES: [string, string][] = [
  ['Lahore', 'Punjab'],
  ['Faisalabad', 'Punjab'],
  ['Multan', 'Punjab'],
  ['Sahiwal', 'Punjab'],
  ['Okara', 'Punjab'],
  ['Bahawalpur', 'Punjab'],
  ['Rahim Yar Khan', 'Punjab'],
  ['Sargodha', 'Punjab'],
  ['Gujranwala', 'Punjab'],
  ['Sheikhupura', 'Punjab'],
  ['Kasur', 'Punjab'],
  ['Vehari', 'Punjab'],
  ['Khanewal', 'Punjab'],
  ['Jhang', 'Punjab'],
  ['Toba Tek Singh', 'Punjab'],
  ['Pakpattan', 'Punjab'],
  ['Muzaffargarh', 'Punjab'],
  ['Dera Ghazi Khan', 'Punjab'],
  ['Bahawalnagar', 'Punjab'],
  ['Chiniot', 'Punjab'],
  ['Hafizabad', 'Punjab'],
  ['Mandi Bahauddin', 'Punjab'],
  ['Layyah', 'Punjab'],
  ['Lodhran', 'Punjab'],
  ['Hyderabad', 'Sindh'],
  ['Sukkur', 'Sindh'],
  ['Larkana', 'Sindh'],
  ['Mirpurkhas', 'Sindh'],
  ['Nawabshah', 'Sindh'],
  ['Sanghar', 'Sindh'],
  ['Dadu', 'Sindh'],
  ['Khairpur', 'Sindh'],
  ['Badin', 'Sindh'],
  ['Tando Allahyar', 'Sindh'],
  ['Ghotki', 'Sindh'],
  ['Shikarpur', 'Sindh'],
  ['Umerkot', 'Sindh'],
  ['Jacobabad', 'Sindh'],
  ['Thatta', 'Sindh'],
  ['Matiari', 'Sindh'],
];

const SHOP_PREFIXES = [
  'Kissan',
  'Al-Rehman',
  'Madina',
  'Zarai',
  'Bismillah',
  'Haji Bashir',
  'Chaudhry',
  'Al-Noor',
  'Sabz Kisan',
  'Rehmat',
  'Ittefaq',
  'Bhatti',
  'Green Valley',
  'Sher Shah',
  'Al-Madina',
  'Fazal',
  'Punjab',
  'Mehran',
  'Indus',
  'Sindh Zarai',
];
const SHOP_SUFFIXES = ['Agri Store', 'Beej Ghar', 'Khad Store', 'Zarai Markaz', 'Traders', 'Agro Centre', 'Kisan Markaz', 'Agri Services'];

const STREETS = ['Grain Market Road', 'Main Bazaar', 'Ghalla Mandi', 'Railway Road', 'GT Road', 'Circular Road', 'Committee Chowk', 'Kutchery Bazaar'];

export interface RetailerSeed {
  name: string;
  city: string;
  province: string;
  phone: string;
  address: string;
  /** 3.5 to 5.0 in tenths; every seventh retailer is not rated yet. */
  rating: number | null;
}

export function retailers(count: number): RetailerSeed[] {
  const out: RetailerSeed[] = [];
  for (let i = 0; i < count; i++) {
    const [city, province] = CITIES[i % CITIES.length] ?? ['Lahore', 'Punjab'];
    const prefix = SHOP_PREFIXES[i % SHOP_PREFIXES.length] ?? 'Kissan';
    const suffix = SHOP_SUFFIXES[(i * 3) % SHOP_SUFFIXES.length] ?? 'Traders';
    const rating = i % 7 === 6 ? null : (35 + ((i * 7) % 16)) / 10;
    const street = STREETS[(i * 5) % STREETS.length] ?? 'Main Bazaar';
    out.push({
      name: `${prefix} ${suffix} ${city}`,
      city,
      province,
      phone: `030${i % 10}${String(1234567 + i * 7919).slice(-7)}`,
      address: `Shop ${3 + ((i * 11) % 60)}, ${street}`,
      rating,
    });
  }
  return out;
}

export interface ProductSeed {
  name: string;
  sku: string;
  category: string;
  pricePaisa: number;
  costPaisa: number;
  description: string;
  seasonal: boolean;
}

const BASE: [string, string, number, string, boolean][] = [
  // name, category, price PKR, description, seasonal
  ['Urea 50kg Bag', 'fertilizers', 4650, 'Granular urea, 46% nitrogen', false],
  ['DAP 50kg Bag', 'fertilizers', 12500, 'Di-ammonium phosphate 18-46-0', false],
  ['SOP Potash 50kg Bag', 'fertilizers', 11800, 'Sulphate of potash, 50% K2O', false],
  ['MOP Potash 50kg Bag', 'fertilizers', 9800, 'Muriate of potash, 60% K2O', false],
  ['NPK 20-20-20 25kg', 'fertilizers', 7200, 'Water-soluble balanced NPK', false],
  ['CAN 50kg Bag', 'fertilizers', 4300, 'Calcium ammonium nitrate 26% N', false],
  ['Nitrophos 50kg Bag', 'fertilizers', 6900, 'Nitrophos 22-20-0', false],
  ['Zinc Sulphate 33% 10kg', 'fertilizers', 2600, 'Micronutrient for rice and wheat', false],
  ['Boron 20% 1kg', 'fertilizers', 950, 'Boric acid micronutrient', false],
  ['Gypsum 50kg Bag', 'fertilizers', 900, 'Agricultural gypsum soil conditioner', false],
  ['Organic Compost 40kg', 'fertilizers', 1500, 'Composted farmyard manure', false],
  ['Humic Acid 1L', 'fertilizers', 1800, 'Liquid humic and fulvic acids', false],
  ['Imidacloprid 200SL 250ml', 'pesticides', 1150, 'Systemic insecticide for sucking pests', false],
  ['Chlorpyrifos 40EC 1L', 'pesticides', 1650, 'Broad-spectrum insecticide', false],
  ['Emamectin Benzoate 1.9EC 200ml', 'pesticides', 980, 'Caterpillar control for cotton and vegetables', false],
  ['Lambda-cyhalothrin 2.5EC 500ml', 'pesticides', 1250, 'Pyrethroid insecticide', false],
  ['Glyphosate 48SL 1L', 'pesticides', 1450, 'Non-selective herbicide', false],
  ['Pendimethalin 33EC 1L', 'pesticides', 1550, 'Pre-emergence herbicide', false],
  ['Mancozeb 80WP 1kg', 'pesticides', 1350, 'Contact fungicide', false],
  ['Difenoconazole 250EC 250ml', 'pesticides', 1900, 'Systemic fungicide for wheat rust', false],
  ['Bispyribac Sodium 10SC 100ml', 'pesticides', 850, 'Post-emergence rice herbicide', true],
  ['Fipronil 0.3GR 9kg', 'pesticides', 2400, 'Granular for rice stem borer', true],
  ['Wheat Seed Akbar-2019 50kg', 'seeds', 9000, 'Certified wheat seed, rust resistant', true],
  ['Wheat Seed Galaxy-2013 50kg', 'seeds', 8600, 'Certified wheat seed', true],
  ['Hybrid Maize Seed 10kg', 'seeds', 14500, 'High-yield yellow maize hybrid', true],
  ['Basmati Super Rice Seed 10kg', 'seeds', 4200, 'Aromatic basmati paddy seed', true],
  ['BT Cotton Seed IUB-13 10kg', 'seeds', 6800, 'Insect-resistant cotton', true],
  ['Hybrid Sunflower Seed 2kg', 'seeds', 5200, 'Oil-rich sunflower hybrid', true],
  ['Canola Seed Faisal 2kg', 'seeds', 2100, 'Low-erucic canola', true],
  ['Hybrid Tomato Seed 10g', 'seeds', 3200, 'Heat-tolerant tomato hybrid', false],
  ['Onion Seed Phulkara 1kg', 'seeds', 4800, 'Red onion open-pollinated', true],
  ['Berseem Seed 10kg', 'seeds', 5600, 'Egyptian clover fodder', true],
  ['Knapsack Sprayer 16L', 'tools', 4200, 'Manual knapsack sprayer', false],
  ['Battery Sprayer 16L', 'tools', 9500, 'Rechargeable 12V sprayer', false],
  ['Hand Hoe (Kassi)', 'tools', 850, 'Forged steel kassi', false],
  ['Pruning Shears', 'tools', 1200, 'Bypass pruner for orchards', false],
  ['Sickle (Daranti)', 'tools', 450, 'Harvesting sickle', false],
  ['Garden Rake 14-tooth', 'tools', 950, 'Steel bow rake', false],
  ['Spade (Belcha)', 'tools', 1100, 'Carbon steel spade', false],
  ['Soil pH Meter', 'tools', 2800, 'Analogue soil pH and moisture meter', false],
  ['Power Sprayer 25L Petrol', 'equipment', 38500, '2-stroke engine power sprayer', false],
  ['Boom Sprayer 400L', 'equipment', 245000, 'Tractor-mounted boom sprayer', false],
  ['Drip Irrigation Kit 1 Acre', 'equipment', 165000, 'Complete drip kit with filters', false],
  ['Rotavator 42 Blades', 'equipment', 395000, 'Tractor PTO rotavator', false],
  ['Seed Drill 9-Row', 'equipment', 185000, 'Wheat seed-cum-fertiliser drill', true],
  ['Solar Water Pump 2HP', 'equipment', 320000, 'Solar submersible pump set', false],
  ['Laser Land Leveler', 'equipment', 650000, 'Laser-guided land leveller', false],
  ['Chaff Cutter Electric', 'equipment', 78000, 'Fodder chaff cutter 3HP', false],
];

const PACKS: [string, number][] = [
  ['', 1],
  [' (Bulk Pack)', 0.95],
];

export function products(count: number, offset = 0): ProductSeed[] {
  const out: ProductSeed[] = [];
  for (let i = offset; i < offset + count; i++) {
    const base = BASE[i % BASE.length] ?? (['Urea 50kg Bag', 'fertilizers', 4650, 'Granular urea', false] as const);
    const round = Math.floor(i / BASE.length);
    const [packName, factor] = PACKS[round % PACKS.length] ?? ['', 1];
    const suffix = round >= PACKS.length ? ` Lot ${round}` : '';
    const pricePaisa = Math.round(base[2] * factor) * 100;
    out.push({
      name: `${base[0]}${packName}${suffix}`,
      sku: `${base[1].slice(0, 3).toUpperCase()}-${String(i + 1).padStart(5, '0')}`,
      category: base[1],
      pricePaisa,
      costPaisa: Math.round(pricePaisa * 0.78),
      description: base[3],
      seasonal: base[4],
    });
  }
  return out;
}

/** Deterministic PRNG (mulberry32) so demo data is reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
