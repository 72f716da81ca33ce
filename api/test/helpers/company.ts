/** An operator's details as a deployment configures them, for the tests that read them back. */
export const CONFIGURED_COMPANY = {
  COMPANY_NAME: 'RENT Realty Tokens Private Limited',
  COMPANY_ADDRESS: '12 MG Road, Bengaluru 560001, India',
  GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@realty.example',
  SUPPORT_EMAIL: 'help@realty.example',
  SUPPORT_PHONE: '+91 80 4567 8900',
} as const;
