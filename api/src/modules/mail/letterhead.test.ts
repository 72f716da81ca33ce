import { describe, expect, it } from 'vitest';
import type { OperatorDetails } from '../../config.js';
import { withOperatorFooter } from './letterhead.js';
import { verificationMail } from './templates.js';

const operator: OperatorDetails = {
  companyName: 'RENT & Sons <Realty> Private Limited',
  registeredOffice: '12 MG Road, Bengaluru 560001, India',
  grievanceOfficer: { name: 'Meera Iyer', email: 'grievance@rent.example' },
  supportEmail: 'support@rent.example',
  supportPhone: null,
};

describe('the foot of a mail', () => {
  const mail = withOperatorFooter(
    verificationMail({ email: 'asha@example.com', fullname: 'Asha Rao' }, 'https://rent.example/v'),
    operator,
  );

  it('keeps the plain-text letter and adds the company and its contacts below it', () => {
    expect(mail.text).toMatch(/^Hello Asha Rao,/);
    expect(mail.text).toMatch(
      /The RENT pre-sale team\n\n--\nRENT & Sons <Realty> Private Limited\nRegistered office: 12 MG Road, Bengaluru 560001, India\nSupport: support@rent\.example\nGrievance officer: Meera Iyer, grievance@rent\.example$/,
    );
  });

  it('leaves out the telephone line when there is no support telephone', () => {
    expect(mail.text).not.toContain('Telephone');
    expect(mail.html).not.toContain('tel:');
  });

  it('escapes the details in HTML and places them before the end of the body', () => {
    expect(mail.html).toContain('RENT &amp; Sons &lt;Realty&gt; Private Limited');
    expect(mail.html).toContain('href="mailto:support@rent.example"');
    expect(mail.html).toContain('href="mailto:grievance@rent.example"');
    expect(mail.html.indexOf('Registered office')).toBeGreaterThan(
      mail.html.indexOf('The RENT pre-sale team'),
    );
    expect(mail.html.trimEnd()).toMatch(/<\/table>\n<\/body>\n<\/html>$/);
  });
});
