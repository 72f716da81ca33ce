import { Type, type Static } from 'typebox';
import { PHASE_STATUSES } from './sale.schedule.js';

const Instant = Type.String({ format: 'date-time' });
const DecimalAmount = Type.String({
  pattern: '^\\d+(\\.\\d+)?$',
  description: 'An exact decimal amount, written as a string',
});

export const SalePhaseView = Type.Object({
  name: Type.String(),
  start: Instant,
  end: Type.String({ format: 'date-time', description: 'The last whole second of the phase' }),
  bonusPercent: Type.Integer({ minimum: 0, maximum: 100 }),
  status: Type.Enum(PHASE_STATUSES),
});

export const SaleView = Type.Object({
  tokenName: Type.String(),
  symbol: Type.String(),
  tokenStandard: Type.String(),
  price: DecimalAmount,
  currency: Type.Literal('INR'),
  hardCap: DecimalAmount,
  softCap: DecimalAmount,
  totalSupply: DecimalAmount,
  saleEnd: Instant,
  phases: Type.Array(SalePhaseView),
  currentPhase: Type.Union([SalePhaseView, Type.Null()]),
  isOpen: Type.Boolean({ description: 'Whether orders are accepted now' }),
  bankTransfer: Type.Object(
    {
      accountName: Type.String(),
      bankName: Type.String(),
      accountNumber: Type.String(),
      ifsc: Type.String(),
      upiId: Type.Union([Type.String(), Type.Null()]),
      reference: Type.String({ description: 'What to write in the transfer remarks' }),
    },
    { description: 'Where to send a manual bank transfer (INR)' },
  ),
  supportEmail: Type.String({
    format: 'email',
    description: 'Where investors write about a payment, quoting its order id',
  }),
  operator: Type.Object(
    {
      name: Type.String({ description: 'The registered name of the company that runs the sale' }),
      registeredOffice: Type.String({ description: 'Its registered office, on one line' }),
      grievanceOfficer: Type.Object(
        { name: Type.String(), email: Type.String({ format: 'email' }) },
        { description: "Who handles investors' grievances" },
      ),
      supportEmail: Type.String({ format: 'email' }),
      supportPhone: Type.Union([Type.String(), Type.Null()]),
    },
    { description: 'The company that runs the sale and how investors reach it' },
  ),
  serverTime: Instant,
});

export type SalePhaseView = Static<typeof SalePhaseView>;
export type SaleView = Static<typeof SaleView>;
