// The company that runs the sale and how investors reach it (decision 0097).
import { Type, type Static } from 'typebox';
import type { OperatorDetails } from '../modules/sale/sale-contacts.js';

const EMAIL_ADDRESS = '^[^\\s@<>()",;:]+@[^\\s@<>()",;:]+\\.[A-Za-z]{2,63}$';
const email = (fallback: string, description: string) =>
  Type.String({
    pattern: EMAIL_ADDRESS,
    maxLength: 254,
    rule: `must be an e-mail address such as ${fallback}`,
    default: fallback,
    production: true,
    description,
  });

// Names and addresses shown on the site and in mails: one line of 2 to 200 characters, no control
// characters or markup.
const oneLine = (fallback: string, description: string) =>
  Type.String({
    pattern: '^[^\\x00-\\x1f\\x7f<>]{2,200}$',
    rule: 'must be one line of 2 to 200 characters, without < or >',
    default: fallback,
    production: true,
    description,
  });

export const OperatorSettings = Type.Object({
  SUPPORT_EMAIL: email(
    'support@rent.example',
    'where investors write about a payment: shown with the order id when a payment failed or is to be refunded (`GET /sale`, GraphQL `sale.supportEmail`)',
  ),
  SUPPORT_PHONE: Type.Optional(
    Type.String({
      pattern: '^\\+?[0-9][0-9 ()-]{5,24}$',
      rule: 'must be a telephone number such as +91 80 1234 5678',
      description:
        'a support telephone number, shown in the footer, on About Us and at the foot of every mail when set',
    }),
  ),
  COMPANY_NAME: oneLine(
    'RENT Network Private Limited (example)',
    'the company that runs the sale, named in the site’s footer, on About Us and at the foot of every mail (`GET /sale` `operator`, GraphQL `sale.operator`)',
  ),
  COMPANY_ADDRESS: oneLine(
    '1 Example Road, Example Nagar, Bengaluru 560001, India (example address)',
    'the company’s registered office, on one line; shown beside its name',
  ),
  GRIEVANCE_OFFICER_NAME: oneLine(
    'Example Officer',
    'the grievance officer investors may write to, shown beside the company',
  ),
  GRIEVANCE_OFFICER_EMAIL: email('grievance@rent.example', 'the grievance officer’s address'),
});

export function operatorConfig(env: Static<typeof OperatorSettings>) {
  return {
    /** Where investors write about a payment; shown beside a failed or refunded one. */
    supportEmail: env.SUPPORT_EMAIL,
    /** Named on the site and at the foot of every mail. */
    operator: {
      companyName: env.COMPANY_NAME,
      /** The registered office's address, on one line. */
      registeredOffice: env.COMPANY_ADDRESS,
      grievanceOfficer: { name: env.GRIEVANCE_OFFICER_NAME, email: env.GRIEVANCE_OFFICER_EMAIL },
      supportEmail: env.SUPPORT_EMAIL,
      supportPhone: env.SUPPORT_PHONE ?? null,
    } satisfies OperatorDetails,
  };
}

// The shape is the sale module's, which describes the operator to clients (decision 0121).
export type { OperatorDetails };
