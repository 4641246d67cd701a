import styled from 'styled-components';
import { Button } from '../../components/Button';
import type { PagingState } from './paging';

export interface PaginationLabels {
  label: string;
  previous: string;
  next: string;
  pageOf: string;
}

/** Previous / next with 'page x of y' between them (SPEC §2 lists). */
export function Pagination({
  paging,
  labels,
  onPage,
}: {
  paging: PagingState;
  labels: PaginationLabels;
  onPage: (page: number) => void;
}) {
  return (
    <Nav aria-label={labels.label}>
      <Button $variant="outline" disabled={!paging.hasPrevious} onClick={() => onPage(paging.page - 1)}>
        <span aria-hidden="true">←</span> {labels.previous}
      </Button>
      <span aria-live="polite">{labels.pageOf}</span>
      <Button $variant="outline" disabled={!paging.hasNext} onClick={() => onPage(paging.page + 1)}>
        {labels.next} <span aria-hidden="true">→</span>
      </Button>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 16px;
  margin-top: 40px;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;
