import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export const CardFrame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const CardTitle = styled.h2`
  margin: 0;
  font-size: 1.05rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

interface CardProps {
  title: ReactNode;
  children: ReactNode;
  className?: string;
  busy?: boolean;
}

/** A titled panel; the title names the section for assistive technology. */
export function Card({ title, children, className, busy = false }: CardProps) {
  const titleId = useId();
  return (
    <CardFrame aria-labelledby={titleId} aria-busy={busy || undefined} className={className}>
      <CardTitle id={titleId}>{title}</CardTitle>
      {children}
    </CardFrame>
  );
}
