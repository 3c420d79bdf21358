/**
 * The raw material of `npm run seed:demo`: posts, names, shifts and notes of a believable
 * security-guard operation. Everything here is fiction; phone numbers use the 555-01xx range and
 * e-mail addresses the example.* domains, which are reserved for such use.
 */

export type Shift = readonly [start: string, end: string];

/** A kind of post: how often it calls for cover, on which weekdays, for which shifts and why. */
export interface PostKind {
  /** Chance of a request on a given day before the weekday factor. */
  rate: number;
  /** Factor per weekday, Sunday first. */
  weekdays: readonly number[];
  /** Shifts with their weights. */
  shifts: readonly (readonly [Shift, number])[];
  /** Chance that one request comes with one or two more for the same shift (events). */
  crew: number;
  notes: readonly string[];
  /** What the office tells the guard on the shift (issue #31): short, to fit in the offer text. */
  guardNotes: readonly string[];
}

const EARLY: Shift = ['06:00', '14:00'];
const SWING: Shift = ['14:00', '22:00'];
const OVERNIGHT: Shift = ['22:00', '06:00'];
const DAY: Shift = ['08:00', '16:00'];
const LATE: Shift = ['18:00', '02:00'];
const TWELVE_DAY: Shift = ['07:00', '19:00'];
const TWELVE_NIGHT: Shift = ['19:00', '07:00'];
const RETAIL: Shift = ['10:00', '18:00'];
const CLOSING: Shift = ['13:00', '21:30'];
const EVENT: Shift = ['16:00', '00:00'];
const MATINEE: Shift = ['11:00', '19:00'];

const EVERY_DAY = [1, 1, 1, 1, 1, 1, 1];
const WORK_WEEK = [0.2, 1, 1, 1, 1, 1, 0.4];

export const POST_KINDS = {
  residential: {
    rate: 0.2,
    weekdays: [1.3, 0.8, 0.8, 0.8, 0.9, 1.3, 1.5],
    shifts: [
      [LATE, 3],
      [OVERNIGHT, 3],
      [SWING, 2],
      [EARLY, 1],
    ],
    crew: 0,
    notes: [
      'Client requested extra patrol',
      'Pool area patrol, weekend',
      'Package room check every hour',
      'Move-in day: watch the loading zone',
      'Parking garage patrol after car break-ins',
      'Gate arm broken, manual entry log',
    ],
    guardNotes: [
      'Check in with the concierge at the front desk',
      'Keys and radio are in the lockbox by the leasing office',
      'Park in the visitor spots on level P1',
    ],
  },
  hospital: {
    rate: 0.26,
    weekdays: EVERY_DAY,
    shifts: [
      [TWELVE_NIGHT, 3],
      [TWELVE_DAY, 2],
      [OVERNIGHT, 2],
      [SWING, 2],
    ],
    crew: 0.1,
    notes: [
      'ER entrance standby',
      'Patient watch (1:1), behavioral unit',
      'Visitor desk, main lobby',
      'Escort staff to parking after shift change',
      'Pharmacy delivery escort',
    ],
    guardNotes: [
      'Report to the ER security desk on arrival',
      'Pick up your badge at the main lobby desk',
      'Park in staff lot C, not the visitor garage',
    ],
  },
  clinic: {
    rate: 0.12,
    weekdays: WORK_WEEK,
    shifts: [
      [DAY, 4],
      [EARLY, 1],
    ],
    crew: 0,
    notes: ['Front desk coverage', 'Flu shot clinic, extra traffic'],
    guardNotes: ['Check in with the front desk nurse', 'The radio is in the staff break room'],
  },
  warehouse: {
    rate: 0.17,
    weekdays: [0.6, 1, 1, 1, 1, 1.1, 0.7],
    shifts: [
      [OVERNIGHT, 3],
      [SWING, 2],
      [EARLY, 2],
    ],
    crew: 0,
    notes: [
      'Loading dock coverage, late shipment',
      'Trailer yard patrol',
      'Truck gate check-in log',
      'Alarm panel down, hourly rounds',
    ],
    guardNotes: [
      'Steel-toe boots and a hi-vis vest are required',
      'Enter through gate 3; the guard shack has the keys',
      'Sign the visitor log at the dock office',
    ],
  },
  retail: {
    rate: 0.2,
    weekdays: [1.2, 0.7, 0.7, 0.8, 1, 1.3, 1.6],
    shifts: [
      [RETAIL, 3],
      [CLOSING, 3],
      [LATE, 1],
    ],
    crew: 0.15,
    notes: [
      'Sale weekend, extra floor presence',
      'Food court patrol',
      'Parking lot patrol, closing time',
      'Store opening escort',
    ],
    guardNotes: [
      'Check in at the mall office, level 2',
      'Black polo and black pants, no hat',
      'Radio channel 4; the mall office has spares',
    ],
  },
  office: {
    rate: 0.13,
    weekdays: WORK_WEEK,
    shifts: [
      [DAY, 4],
      [EARLY, 2],
      [SWING, 2],
      [OVERNIGHT, 1],
    ],
    crew: 0,
    notes: [
      'Visitor check-in desk',
      'Lobby coverage during renovation',
      'Board meeting, executive floor',
      'Badge system down, manual sign-in',
    ],
    guardNotes: [
      'Business attire; the blazer is at the lobby desk',
      'Ask for the building manager at the lobby desk',
      'Garage entrance is on 5th Street',
    ],
  },
  parking: {
    rate: 0.12,
    weekdays: EVERY_DAY,
    shifts: [
      [LATE, 3],
      [SWING, 2],
      [OVERNIGHT, 1],
    ],
    crew: 0,
    notes: ['Pay station watch', 'Level 3 patrol after car break-ins'],
    guardNotes: ['The booth attendant has the pay station keys', 'Hi-vis vest on every level'],
  },
  construction: {
    rate: 0.15,
    weekdays: [0.9, 1, 1, 1, 1, 1, 1.3],
    shifts: [
      [OVERNIGHT, 3],
      [TWELVE_NIGHT, 2],
      [LATE, 1],
    ],
    crew: 0,
    notes: [
      'Overnight site watch: copper theft risk',
      'Fire watch: sprinkler system down',
      'Equipment delivery, gate access',
      'Crane on site, perimeter check every hour',
    ],
    guardNotes: [
      'Hard hat, vest and boots required on site',
      'Sign in at the site trailer by the north gate',
    ],
  },
  events: {
    rate: 0.13,
    weekdays: [1.8, 0.2, 0.2, 0.4, 0.8, 2, 2.6],
    shifts: [
      [EVENT, 4],
      [MATINEE, 2],
      [LATE, 1],
    ],
    crew: 0.45,
    notes: [
      'Event coverage',
      'Concert: crowd control at the gates',
      'Game day: bag check, gate C',
      'Trade show load-in',
      'VIP entrance',
    ],
    guardNotes: [
      'Staff entrance on the east side; bring photo ID',
      'Black suit for the VIP entrance',
      'Briefing 30 minutes before doors open',
    ],
  },
  hotel: {
    rate: 0.15,
    weekdays: [1, 0.8, 0.8, 0.9, 1, 1.3, 1.4],
    shifts: [
      [SWING, 2],
      [OVERNIGHT, 3],
      [LATE, 1],
    ],
    crew: 0.1,
    notes: ['Wedding reception, ballroom', 'Conference guests, lobby presence', 'Pool deck patrol'],
    guardNotes: [
      'Ask for the night manager at the front desk',
      'Suit and tie; the earpiece is at the front desk',
    ],
  },
  campus: {
    rate: 0.12,
    weekdays: WORK_WEEK,
    shifts: [
      [DAY, 2],
      [SWING, 2],
      [LATE, 2],
    ],
    crew: 0.1,
    notes: [
      'Exam week, library open late',
      'Graduation rehearsal',
      'Evening classes, parking lots',
    ],
    guardNotes: [
      'Patrol keys are at the campus police office',
      'Park in lot B; the permit is at the desk',
    ],
  },
} satisfies Record<string, PostKind>;

export type PostKindName = keyof typeof POST_KINDS;

/** Why cover is needed, at every kind of post; most requests name one of these or nothing. */
export const COMMON_NOTES = [
  'Call-out: guard sick',
  'Call-out: guard sick',
  'Call-out: family emergency',
  'Call-out: car trouble',
  'No-call no-show, needs a fill',
  'Vacation coverage',
  'Regular guard in training',
  'Client requested extra patrol',
  'Holiday coverage',
];

/** The 25 posts; the customer account works for Harbor Point Properties (the two HP posts). */
export const POSTS: readonly { name: string; deptCode: string; kind: PostKindName }[] = [
  { name: 'Harbor Point Apartments', deptCode: 'HPA-101', kind: 'residential' },
  { name: 'Harbor Point Townhomes', deptCode: 'HPT-107', kind: 'residential' },
  { name: 'The Willows at Cedar Creek', deptCode: 'WCC-115', kind: 'residential' },
  { name: 'St. Brendan Medical Center', deptCode: 'SBM-210', kind: 'hospital' },
  { name: 'Mercy Valley General Hospital', deptCode: 'MVG-215', kind: 'hospital' },
  { name: "Lakeside Children's Clinic", deptCode: 'LCC-220', kind: 'clinic' },
  { name: 'Pacific Freight Distribution Center', deptCode: 'PFD-310', kind: 'warehouse' },
  { name: 'Northgate Logistics Warehouse 4', deptCode: 'NGL-314', kind: 'warehouse' },
  { name: 'Redline Cold Storage', deptCode: 'RCS-318', kind: 'warehouse' },
  { name: 'Valley Auto Auction', deptCode: 'VAA-330', kind: 'warehouse' },
  { name: 'Westgate Crossing Mall', deptCode: 'WCM-410', kind: 'retail' },
  { name: 'Riverside Plaza Shopping Center', deptCode: 'RPS-412', kind: 'retail' },
  { name: 'Sunset Outlet Village', deptCode: 'SOV-415', kind: 'retail' },
  { name: 'Meridian Tower', deptCode: 'MER-510', kind: 'office' },
  { name: '1200 Grand Office Plaza', deptCode: 'GOP-512', kind: 'office' },
  { name: 'Bayview Corporate Center', deptCode: 'BCC-518', kind: 'office' },
  { name: 'Summit Tech Campus', deptCode: 'STC-525', kind: 'office' },
  { name: 'Civic Center Parking Structure', deptCode: 'CCP-520', kind: 'parking' },
  { name: 'Oak Ridge Residences, Phase 2', deptCode: 'ORR-610', kind: 'construction' },
  { name: 'Metro Line Extension, Station 5', deptCode: 'MLX-614', kind: 'construction' },
  { name: 'Cedar Park Mixed-Use Site', deptCode: 'CPM-618', kind: 'construction' },
  { name: 'Golden State Arena', deptCode: 'GSA-710', kind: 'events' },
  { name: 'Bayfront Amphitheater', deptCode: 'BFA-712', kind: 'events' },
  { name: 'The Linden Hotel', deptCode: 'LHT-810', kind: 'hotel' },
  { name: 'Northlake Community College', deptCode: 'NCC-820', kind: 'campus' },
];

/** Dept codes of the posts the customer account requests cover for. */
export const CUSTOMER_POSTS: readonly string[] = ['HPA-101', 'HPT-107'];
