import styled from 'styled-components';

/** The square an icon sits in at the top of a card: tools, programs, activities, committees. */
export const IconTile = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 12px;
  background: #e8efff;
  color: ${({ theme }) => theme.colors.primary};
`;
