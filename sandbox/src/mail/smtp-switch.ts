export const smtpModes = ['ok', 'reject'] as const;
export type SmtpMode = (typeof smtpModes)[number];

export interface SmtpStatus {
  mode: SmtpMode;
  /** Messages stored since start or the last reset. */
  accepted: number;
  /** Messages turned away by the `reject` switch since start or the last reset. */
  rejected: number;
  /** Connections senders opened since start or the last reset. */
  connections: number;
}
