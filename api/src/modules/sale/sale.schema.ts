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

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const TokenView = Type.Object(
  {
    symbol: Type.String({ description: 'symbol() of the contract, or RENT before it is read' }),
    name: Type.String({
      description: 'name() of the contract, or the token name before it is read',
    }),
    standard: Type.Literal('BEP20'),
    decimals: Nullable(
      Type.Integer({ minimum: 0, description: 'decimals() of the contract; null until read' }),
    ),
    chain: Nullable(
      Type.Object({
        id: Type.Integer({ minimum: 1 }),
        name: Type.String(),
        explorerUrl: Nullable(Type.String({ description: 'Block explorer base, no trailing /' })),
      }),
    ),
    contractAddress: Nullable(Type.String({ description: 'EIP-55 checksummed' })),
    contractUrl: Nullable(Type.String({ description: "The contract's page on the explorer" })),
  },
  { description: 'Where RENT lives on chain (decision 0102)' },
);

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
  token: TokenView,
});

export type SalePhaseView = Static<typeof SalePhaseView>;
export type SaleView = Static<typeof SaleView>;
