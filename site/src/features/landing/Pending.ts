import styled from 'styled-components';

/**
 * Holds a course offer's place while the settings are read in the browser (a page reached without a server
 * render): laid out, so nothing shifts when they arrive, but invisible (children inherit it through
 * `display: contents`), so no placeholder fact is ever seen or read out.
 */
export const Pending = styled.span<{ $pending: boolean }>`
  display: contents;
  visibility: ${({ $pending }) => ($pending ? 'hidden' : 'inherit')};
`;
