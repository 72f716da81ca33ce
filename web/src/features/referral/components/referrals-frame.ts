import styled from 'styled-components';
import { TablePanel } from '../../../components/table-panel';

/** A white panel of the referral screen. */
export const Panel = styled(TablePanel)`
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Count = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The referral link, left-aligned inside a centred message. */
export const LinkBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  width: min(100%, 40rem);
  text-align: left;
`;
