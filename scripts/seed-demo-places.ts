import type { CompanyProfile } from '../src/shared/company-profile.js';

/**
 * Where the demo operation is (issue #39): one company in one city, Sacramento, CA, with its
 * office's name and phone and each post's street address, position and on-site radius, so that
 * check-ins measure distances and the texts to guards carry an address. The streets are real,
 * the numbers plausible, the businesses fiction; phone numbers use the 555-01xx range.
 */

/** The office's details as an admin would have set them on Settings. */
export const DEMO_COMPANY: CompanyProfile = {
  companyName: 'Capitol River Security',
  officePhone: '(916) 555-0142',
};

/** The office phone in E.164, which no guard's mobile number may be. */
export const DEMO_OFFICE_E164 = '+19165550142';

export interface PostPlace {
  address: string;
  latitude: number;
  longitude: number;
  /** Metres around the position that count as on site: a yard or a campus wider than a lobby. */
  radiusMeters: number;
}

const place = (
  address: string,
  latitude: number,
  longitude: number,
  radiusMeters = 150,
): PostPlace => ({ address, latitude, longitude, radiusMeters });

/** Each post's place, by its dept code (seed-demo-data.ts's POSTS). */
const PLACES: Readonly<Record<string, PostPlace>> = {
  'HPA-101': place('2650 Riverside Blvd, Sacramento, CA 95818', 38.5585, -121.5072),
  'HPT-107': place('7300 Pocket Rd, Sacramento, CA 95831', 38.4862, -121.5331),
  'WCC-115': place('4700 Natomas Blvd, Sacramento, CA 95835', 38.672, -121.5065),
  'SBM-210': place('2600 Stockton Blvd, Sacramento, CA 95817', 38.5518, -121.4567, 300),
  'MVG-215': place('6200 Folsom Blvd, Sacramento, CA 95819', 38.554, -121.4205, 300),
  'LCC-220': place('7600 Greenhaven Dr, Sacramento, CA 95831', 38.4925, -121.5218, 100),
  'PFD-310': place('8300 Elder Creek Rd, Sacramento, CA 95824', 38.5062, -121.401, 400),
  'NGL-314': place('3100 Northgate Blvd, Sacramento, CA 95833', 38.6262, -121.4898, 250),
  'RCS-318': place('5800 Power Inn Rd, Sacramento, CA 95824', 38.5235, -121.4162, 200),
  'VAA-330': place('8700 Fruitridge Rd, Sacramento, CA 95826', 38.5225, -121.388, 350),
  'WCM-410': place('2200 Arden Way, Sacramento, CA 95825', 38.5998, -121.4195, 300),
  'RPS-412': place('5900 Freeport Blvd, Sacramento, CA 95822', 38.518, -121.4935, 200),
  'SOV-415': place('8100 Delta Shores Cir S, Sacramento, CA 95832', 38.4598, -121.4938, 250),
  'MER-510': place('555 Capitol Mall, Sacramento, CA 95814', 38.5773, -121.5003, 75),
  'GOP-512': place('1200 Grand Ave, Sacramento, CA 95838', 38.6357, -121.4455, 100),
  'BCC-518': place('1750 Howe Ave, Sacramento, CA 95825', 38.5945, -121.407),
  'STC-525': place('2700 Gateway Oaks Dr, Sacramento, CA 95833', 38.6, -121.5155, 250),
  'CCP-520': place('1015 I St, Sacramento, CA 95814', 38.5822, -121.4935, 100),
  'ORR-610': place('3600 Broadway, Sacramento, CA 95817', 38.5485, -121.461),
  'MLX-614': place('4400 Truxel Rd, Sacramento, CA 95834', 38.646, -121.5035, 200),
  'CPM-618': place('700 Railyards Blvd, Sacramento, CA 95811', 38.5893, -121.4985, 200),
  'GSA-710': place('1500 Arena Blvd, Sacramento, CA 95834', 38.6445, -121.516, 400),
  'BFA-712': place('1000 Front St, Sacramento, CA 95814', 38.5805, -121.5055, 250),
  'LHT-810': place('1530 K St, Sacramento, CA 95814', 38.5778, -121.487, 100),
  'NCC-820': place('3000 Del Paso Rd, Sacramento, CA 95835', 38.6545, -121.4985, 400),
};

/** The place of the post with `deptCode`; every demo post has one. */
export function placeOf(deptCode: string): PostPlace {
  const found = PLACES[deptCode];
  if (!found) throw new RangeError(`No place for the demo post ${deptCode}`);
  return found;
}
