// What the api says about what a reset through the mailbox put on hold (decision 0116).
export const HOLD_MESSAGES = {
  hold: 'What is on hold on your account',
  nothingOnHold: 'Nothing on your account is on hold.',
  confirmed: 'Confirmed: what was on hold is back on your account as it was.',
  discarded:
    'Discarded: the wallet was removed and the KYC application withdrawn. You can add your own.',
} as const;
