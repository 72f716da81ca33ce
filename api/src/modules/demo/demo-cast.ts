// The demo's investors: Meera refers Arjun, Kavya and Rohan. Addresses are on example.com, which
// no one can receive mail for, and they all share one published password: never real people.
import { createHash } from 'node:crypto';
import type { RequiredKycField } from '../kyc/index.js';

export const DEMO_PASSWORD = 'Demo-Investor-2026';

export type DemoName = 'meera' | 'arjun' | 'kavya' | 'rohan';

/** A demo investor: the details their KYC submission gives, under a name to call them by. */
export interface DemoInvestor extends Record<RequiredKycField, string> {
  name: DemoName;
  /** Signed up with the referrer's code. */
  referred: boolean;
}

export const DEMO_CAST: readonly DemoInvestor[] = [
  {
    name: 'meera',
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera.iyer@example.com',
    phone: '+91 98450 12345',
    dob: '1986-03-14',
    street1: '14 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560025',
    referred: false,
  },
  {
    name: 'arjun',
    firstName: 'Arjun',
    lastName: 'Nair',
    email: 'arjun.nair@example.com',
    phone: '+91 98200 23456',
    dob: '1991-08-02',
    street1: '7 Carter Road, Bandra West',
    city: 'Mumbai',
    state: 'Maharashtra',
    postalCode: '400050',
    referred: true,
  },
  {
    name: 'kavya',
    firstName: 'Kavya',
    lastName: 'Reddy',
    email: 'kavya.reddy@example.com',
    phone: '+91 99890 34567',
    dob: '1994-11-21',
    street1: '22 Road No. 12, Banjara Hills',
    city: 'Hyderabad',
    state: 'Telangana',
    postalCode: '500034',
    referred: true,
  },
  {
    name: 'rohan',
    firstName: 'Rohan',
    lastName: 'Mehta',
    email: 'rohan.mehta@example.com',
    phone: '+91 98100 45678',
    dob: '1989-05-30',
    street1: '3 Prithviraj Road',
    city: 'New Delhi',
    state: 'Delhi',
    postalCode: '110011',
    referred: true,
  },
];

export const DEMO_EMAILS = DEMO_CAST.map(({ email }) => email);

export const fullNameOf = (investor: DemoInvestor) => `${investor.firstName} ${investor.lastName}`;

/** A BEP20 address of the investor's own (lowercase, so no checksum applies), the same every run. */
export function demoWallet(investor: DemoInvestor): string {
  return `0x${createHash('sha256').update(`rent-demo:${investor.email}`).digest('hex').slice(0, 40)}`;
}
