import styled from 'styled-components';
import type { SiteOperator } from './site-operator';

const Lines = styled.address`
  margin: 0;
  font-style: normal;
  line-height: 1.6;

  a {
    color: inherit;
    text-underline-offset: 3px;
  }
`;

/** The company's name, registered office, support contacts and grievance officer, one per line. */
export function OperatorContacts({ operator }: { operator: SiteOperator }) {
  const { grievanceOfficer: officer, supportPhone } = operator;
  return (
    <Lines>
      <strong>{operator.name}</strong>
      <br />
      Registered office: {operator.registeredOffice}
      <br />
      Support: <a href={`mailto:${operator.supportEmail}`}>{operator.supportEmail}</a>
      {supportPhone && (
        <>
          {' · '}
          <a href={`tel:${supportPhone.replace(/[^+0-9]/g, '')}`}>{supportPhone}</a>
        </>
      )}
      <br />
      Grievance officer: {officer.name}, <a href={`mailto:${officer.email}`}>{officer.email}</a>
    </Lines>
  );
}
