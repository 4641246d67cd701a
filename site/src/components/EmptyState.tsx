import styled from 'styled-components';

export const EmptyState = styled.p`
  padding: 32px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;
