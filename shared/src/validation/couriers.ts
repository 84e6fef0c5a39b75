/**
 * The couriers a seller ships with in Pakistan (issue 41): Ship Order offers these, and a shipment's
 * tracking number links to the courier's tracking page where it has one. `track` builds that page's
 * address from a tracking number: TCS and Pakistan Post open the shipment itself; Leopards' page
 * asks for the number (it is shown beside the link). A courier without one (or a name from before
 * this list, which shipments may still carry) shows the number as text.
 */
export interface Courier {
  /** As stored on the shipment and shown. */
  name: string;
  /** Other spellings that mean this courier (lower case), as older shipments were typed. */
  aliases: readonly string[];
  track: ((trackingNumber: string) => string) | null;
}

const enc = encodeURIComponent;

export const COURIERS: readonly Courier[] = [
  { name: 'TCS', aliases: ['tcs express', 'tcs courier'], track: (n) => `https://www.tcsexpress.com/track/${enc(n)}` },
  { name: 'Leopards Courier', aliases: ['leopards', 'leopard'], track: () => 'https://www.leopardscourier.com/leopards-tracking' },
  { name: 'M&P', aliases: ['m&p express', 'm & p', 'mnp'], track: null },
  { name: 'BlueEx', aliases: ['blue ex', 'blue-ex'], track: null },
  { name: 'Trax', aliases: ['trax logistics'], track: null },
  { name: 'Call Courier', aliases: ['callcourier'], track: null },
  { name: 'Pakistan Post', aliases: ['pak post', 'ep.gov.pk'], track: (n) => `https://ep.gov.pk/emtts/EPTrack_Live.aspx?ArticleIDz=${enc(n)}` },
  { name: 'Own vehicle', aliases: ['own', 'own transport', 'self'], track: null },
];

export const COURIER_NAMES: readonly string[] = COURIERS.map((c) => c.name);

/** The listed courier a name means (any case, or one of its other spellings); undefined for another name. */
export function courierNamed(name: string | null | undefined): Courier | undefined {
  const key = (name ?? '').trim().toLowerCase();
  if (!key) return undefined;
  return COURIERS.find((c) => c.name.toLowerCase() === key || c.aliases.includes(key));
}

/** The courier's tracking page for a shipment, or null when it has none (or either is missing). */
export function trackingLink(courier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  const number = (trackingNumber ?? '').trim();
  const track = courierNamed(courier)?.track;
  return number && track ? track(number) : null;
}
