// Who runs the sale and where investors pay and write: read from the environment by config.ts,
// described to clients by the sale module and printed by mails and receipts.

/** Where investors send manual transfers. */
export interface BankTransferConfig {
  accountName: string;
  bankName: string;
  accountNumber: string;
  ifsc: string;
  upiId: string | null;
}

/** The company that runs the sale and how investors reach it (decision 0097). */
export interface OperatorDetails {
  companyName: string;
  /** The registered office's address, on one line. */
  registeredOffice: string;
  grievanceOfficer: { name: string; email: string };
  supportEmail: string;
  supportPhone: string | null;
}
