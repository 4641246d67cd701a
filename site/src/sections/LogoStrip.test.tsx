import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartnerLogo } from '../data/partnerLogo';
import { renderSite } from '../test/render';
import { LogoStrip } from './LogoStrip';

const logo = (n: number): PartnerLogo => ({
  id: `p${n}`,
  name: `Empresa ${n}`,
  logo_url: `/l${n}.svg`,
  website_url: null,
});
const track = () => screen.getByRole('list');

describe('LogoStrip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves one 88 px slot every 3000 ms and starts over after the last logo', () => {
    renderSite(<LogoStrip logos={[logo(1), logo(2), logo(3)]} label="Participantes" />);
    expect(track().style.transform).toBe('translateX(-0px)');
    act(() => vi.advanceTimersByTime(2999));
    expect(track().dataset.step).toBe('0');
    act(() => vi.advanceTimersByTime(1));
    expect(track().dataset.step).toBe('1');
    expect(track().style.transform).toBe('translateX(-88px)');
    act(() => vi.advanceTimersByTime(3000));
    expect(track().style.transform).toBe('translateX(-176px)');
    act(() => vi.advanceTimersByTime(3000));
    expect(track().dataset.step).toBe('0');
  });

  it('names each logo once for assistive technology although the list is drawn twice', () => {
    renderSite(<LogoStrip logos={[logo(1), logo(2)]} label="Participantes" />);
    expect(screen.getAllByRole('img', { name: 'Empresa 1' })).toHaveLength(1);
  });

  it('stands still with a single logo and renders nothing without logos', () => {
    const { unmount } = renderSite(<LogoStrip logos={[logo(1)]} label="Participantes" />);
    act(() => vi.advanceTimersByTime(9000));
    expect(track().dataset.step).toBe('0');
    unmount();
    renderSite(<LogoStrip logos={[]} label="Participantes" />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
