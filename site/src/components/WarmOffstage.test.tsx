import { render, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { WarmOffstage } from './WarmOffstage';

const Tinted = styled.p`
  color: rgb(1, 2, 3);
`;

describe('WarmOffstage', () => {
  it('renders its children once, off the page, so their styles exist before they are first shown', async () => {
    const mounts: boolean[] = [];
    function Probe() {
      useLayoutEffect(() => {
        mounts.push(document.body.contains(document.querySelector('[data-probe]')));
      });
      return <Tinted data-probe>offstage</Tinted>;
    }
    render(
      <WarmOffstage>
        <Probe />
      </WarmOffstage>,
    );
    await waitFor(() => expect(mounts).toHaveLength(1));
    // Never in the document: no duplicate for people, tests or validators.
    expect(mounts).toEqual([false]);
    expect(document.body.textContent).not.toContain('offstage');
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(rules).toContain('color:rgb(1, 2, 3)');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mounts).toHaveLength(1);
  });
});
