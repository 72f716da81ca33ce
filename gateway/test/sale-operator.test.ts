// The footer, About Us and the payment failure texts name the company that runs the sale and its
// contacts: `sale.operator` gives them as api is configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../src/yoga.js';
import { startAccountStack, type AccountStack } from './support/stack.js';

let stack: AccountStack;

beforeAll(async () => {
  stack = await startAccountStack({
    SUPPORT_EMAIL: 'help@realty.example',
    SUPPORT_PHONE: '+91 80 4567 8900',
    COMPANY_NAME: 'RENT Realty Tokens Private Limited',
    COMPANY_ADDRESS: '12 MG Road, Bengaluru 560001, India',
    GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
    GRIEVANCE_OFFICER_EMAIL: 'grievance@realty.example',
  });
}, 120_000);
afterAll(() => stack?.stop());

const OPERATOR = `{
  sale {
    supportEmail
    operator {
      name
      registeredOffice
      grievanceOfficer { name email }
      supportEmail
      supportPhone
    }
  }
}`;

describe('the company running the sale', () => {
  it('is named with its registered office, grievance officer and support contacts', async () => {
    const response = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true' },
      body: JSON.stringify({ query: OPERATOR }),
    });
    expect(await response.json()).toEqual({
      data: {
        sale: {
          supportEmail: 'help@realty.example',
          operator: {
            name: 'RENT Realty Tokens Private Limited',
            registeredOffice: '12 MG Road, Bengaluru 560001, India',
            grievanceOfficer: { name: 'Meera Iyer', email: 'grievance@realty.example' },
            supportEmail: 'help@realty.example',
            supportPhone: '+91 80 4567 8900',
          },
        },
      },
    });
  });
});
