import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGO_SLOT_PX } from '@cvc/domain';
import type { PartnerLogo } from '../data/partnerLogo';
import { renderSite } from '../test/render';
import { copiesToFill, LOGO_SLIDE_MS, LogoStrip } from './LogoStrip';

const logo = (n: number): PartnerLogo => ({
  id: `p${n}`,
  name: `Empresa ${n}`,
  logo_url: `/l${n}.svg`,
  website_url: null,
});
const track = () => screen.getByRole('list');
const offset = () => track().style.transform;
const tick = () => act(() => vi.advanceTimersByTime(3000));

describe('LogoStrip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('moves exactly one 88 px logo slot every 3000 ms: after N ticks, N logo widths', () => {
    renderSite(<LogoStrip logos={[1, 2, 3, 4].map(logo)} label="Participantes" />);
    expect(offset()).toBe('translateX(-0px)');
    act(() => vi.advanceTimersByTime(2999));
    expect(offset()).toBe('translateX(-0px)');
    act(() => vi.advanceTimersByTime(1));
    expect(offset()).toBe(`translateX(-${LOGO_SLOT_PX}px)`);
    tick();
    tick();
    expect(offset()).toBe(`translateX(-${3 * LOGO_SLOT_PX}px)`);
    // Each logo's slot is one step wide: a step never moves half a logo.
    const slot = screen.getAllByRole('listitem')[0]!;
    expect(getComputedStyle(slot).width).toBe(`${LOGO_SLOT_PX}px`);
  });

  it('loops without a jump: past the last logo it slides on to the copy, then resets unanimated', () => {
    renderSite(<LogoStrip logos={[1, 2, 3].map(logo)} label="Participantes" />);
    tick();
    tick();
    tick();
    // Still sliding forward to the first logo's copy, never back across the strip.
    expect(offset()).toBe(`translateX(-${3 * LOGO_SLOT_PX}px)`);
    expect(track().style.transition).toContain('transform');
    const items = screen.getAllByRole('listitem', { hidden: true });
    expect(items[3]!.querySelector('img')).toHaveAttribute('src', '/l1.svg');
    act(() => vi.advanceTimersByTime(LOGO_SLIDE_MS));
    // The same picture, taken back to the start with no animation.
    expect(offset()).toBe('translateX(-0px)');
    expect(track().style.transition).toBe('none');
    tick();
    expect(offset()).toBe(`translateX(-${LOGO_SLOT_PX}px)`);
    expect(track().style.transition).toContain('transform');
  });

  it('draws enough copies to fill a wide screen, naming each logo once for assistive technology', () => {
    renderSite(<LogoStrip logos={[logo(1), logo(2)]} label="Participantes" />);
    expect(screen.getAllByRole('img', { name: 'Empresa 1' })).toHaveLength(1);
    expect(copiesToFill(2) * 2 * LOGO_SLOT_PX).toBeGreaterThanOrEqual(2560 + 2 * LOGO_SLOT_PX);
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(copiesToFill(2) * 2);
  });

  it('rests while hovered or focused and moves again after', () => {
    renderSite(<LogoStrip logos={[1, 2, 3].map(logo)} label="Participantes" />);
    const region = screen.getByRole('region', { name: 'Participantes' });
    fireEvent.mouseEnter(region);
    tick();
    tick();
    expect(offset()).toBe('translateX(-0px)');
    fireEvent.mouseLeave(region);
    tick();
    expect(offset()).toBe(`translateX(-${LOGO_SLOT_PX}px)`);
    act(() => region.focus());
    tick();
    expect(offset()).toBe(`translateX(-${LOGO_SLOT_PX}px)`);
    act(() => region.blur());
    tick();
    expect(offset()).toBe(`translateX(-${2 * LOGO_SLOT_PX}px)`);
  });

  it('stands still under prefers-reduced-motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    renderSite(<LogoStrip logos={[1, 2, 3].map(logo)} label="Participantes" />);
    tick();
    tick();
    expect(offset()).toBe('translateX(-0px)');
  });

  it('stands still with a single logo and renders nothing without logos', () => {
    const { unmount } = renderSite(<LogoStrip logos={[logo(1)]} label="Participantes" />);
    tick();
    tick();
    expect(track().dataset.step).toBe('0');
    unmount();
    renderSite(<LogoStrip logos={[]} label="Participantes" />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
