import type { BankTransferConfig, OperatorDetails } from './sale-contacts.js';
import type { SaleDefinition, SalePhase } from './sale.definition.js';
import { isSaleOpen, phaseStatus } from './sale.schedule.js';
import type { SalePhaseView, SaleView } from './sale.schema.js';

/** The sale as a client sees it at `at`: facts, every phase with its status, the running phase. */
// Investors write this in the transfer's remarks; the team matches transfers to orders with it.
const TRANSFER_REFERENCE = 'Your registered e-mail address';

/** Where investors send money, and whom they write to about a payment. */
export interface SaleContacts {
  bankTransfer: BankTransferConfig;
  supportEmail: string;
  operator: OperatorDetails;
}

export function describeSale(
  sale: SaleDefinition,
  at: Date,
  { bankTransfer, supportEmail, operator }: SaleContacts,
): Omit<SaleView, 'token'> {
  const phases = sale.phases.map((phase) => describePhase(phase, at));
  return {
    tokenName: sale.tokenName,
    symbol: sale.symbol,
    tokenStandard: sale.tokenStandard,
    price: sale.price,
    currency: sale.currency,
    hardCap: sale.hardCap,
    softCap: sale.softCap,
    totalSupply: sale.totalSupply,
    saleEnd: sale.saleEnd.toISOString(),
    phases,
    currentPhase: phases.find((phase) => phase.status === 'RUNNING') ?? null,
    isOpen: isSaleOpen(sale, at),
    bankTransfer: { ...bankTransfer, reference: TRANSFER_REFERENCE },
    supportEmail,
    operator: {
      name: operator.companyName,
      registeredOffice: operator.registeredOffice,
      grievanceOfficer: operator.grievanceOfficer,
      supportEmail: operator.supportEmail,
      supportPhone: operator.supportPhone,
    },
    serverTime: at.toISOString(),
  };
}

function describePhase(phase: SalePhase, at: Date): SalePhaseView {
  return {
    name: phase.name,
    start: phase.start.toISOString(),
    end: phase.end.toISOString(),
    bonusPercent: phase.bonusPercent,
    status: phaseStatus(phase, at),
  };
}
