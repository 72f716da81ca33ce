import { createSession } from '../lib/session/session';
import type { SessionUser } from '../lib/session/session';

/** A signed-in investor as the gateway describes one. */
export const investor: SessionUser = {
  __typename: 'User',
  _id: 'u-1001',
  fullname: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  dob: '1990-04-12',
  emailVerified: true,
  tokenBalance: '12345.5',
  createdAt: '2025-07-02T06:30:00.000Z',
};

export const investorSession = (user: SessionUser = investor) =>
  createSession({ status: 'signed-in', user });
