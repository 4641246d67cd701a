import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGO_SLOT_PX, LOGO_STRIP_STEP_MS } from '@cvc/domain';
import type { PartnerLogo } from '../data/partnerLogo';
import { renderSite } from '../test/render';
import { copiesToFill, LOGO_SLIDE_MS, LogoStrip, logoStripKeyframes } from './LogoStrip';

const logo = (n: number): PartnerLogo => ({
  id: `p${n}`,
  name: `Empresa ${n}`,
  logo_url: `/l${n}.svg`,
  website_url: null,
});
const track = () => screen.getByRole('list');
/** Every rule styled-components wrote into the document. */
const styles = () =>
  [...document.querySelectorAll('style')]
    .map((style) => style.textContent)
    .join('\n')
    .replace(/;}/g, '}');
/** The declarations of the rules that select `element` by one of its own classes alone. */
const declarationsOf = (element: Element) =>
  [...element.classList]
    .flatMap((name) =>
      [...styles().matchAll(new RegExp(`\\.${name}\\{([^}]*)\\}`, 'g'))].map(([, body]) => body),
    )
    .join(';');

/** The keyframes as [percent of the journey, offset in px, timing function] triples. */
function stopsOf(keyframes: string): [number, number, string | undefined][] {
  return [
    ...keyframes.matchAll(
      /([\d.]+)%\{transform:translateX\(-(\d+)px\)(?:;animation-timing-function:(\w+))?\}/g,
    ),
  ].map(([, percent, px, timing]) => [Number(percent), Number(px), timing]);
}

describe('logoStripKeyframes', () => {
  it('moves exactly one 88 px slot every 3000 ms, sliding in the last 800 ms of each step', () => {
    const count = 4;
    const journeyMs = count * LOGO_STRIP_STEP_MS;
    const at = (ms: number) => Number(((ms / journeyMs) * 100).toFixed(4));
    expect(stopsOf(logoStripKeyframes(count))).toEqual([
      [0, 0, undefined],
      [at(3000 - LOGO_SLIDE_MS), 0, 'ease'],
      [at(3000), LOGO_SLOT_PX, undefined],
      [at(6000 - LOGO_SLIDE_MS), LOGO_SLOT_PX, 'ease'],
      [at(6000), 2 * LOGO_SLOT_PX, undefined],
      [at(9000 - LOGO_SLIDE_MS), 2 * LOGO_SLOT_PX, 'ease'],
      [at(9000), 3 * LOGO_SLOT_PX, undefined],
      [at(12000 - LOGO_SLIDE_MS), 3 * LOGO_SLOT_PX, 'ease'],
      [100, 4 * LOGO_SLOT_PX, undefined],
    ]);
  });

  it('ends one copy of the list along, which looks like its start: the loop has no jump', () => {
    const stops = stopsOf(logoStripKeyframes(3));
    expect(stops.at(-1)).toEqual([100, 3 * LOGO_SLOT_PX, undefined]);
    // It only ever moves forward.
    const offsets = stops.map(([, px]) => px);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });
});

describe('LogoStrip', () => {
  it('animates the track over one journey per copy, and rests when hovered, focused or asked for less motion', () => {
    renderSite(<LogoStrip logos={[1, 2, 3].map(logo)} label="Participantes" />);
    const css = styles();
    expect(css).toContain(logoStripKeyframes(3));
    expect(declarationsOf(track())).toMatch(
      new RegExp(`animation:\\w+ ${3 * LOGO_STRIP_STEP_MS}ms linear infinite`),
    );
    const paused = /:hover \.([\w-]+),[^{]*:focus-within \.([\w-]+)\{animation-play-state:paused\}/.exec(css);
    expect(paused && track().classList.contains(paused[1]!) && paused[1] === paused[2]).toBe(true);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\{\.[\w-]+\{animation:none\}\}/);
    // Each logo's slot is one step wide: a step never moves half a logo.
    const slot = screen.getAllByRole('listitem')[0]!;
    expect(getComputedStyle(slot).width).toBe(`${LOGO_SLOT_PX}px`);
    // Focusable, so the keyboard can stop it as hovering does.
    expect(screen.getByRole('region', { name: 'Participantes' })).toHaveAttribute('tabindex', '0');
  });

  it('draws enough copies to fill a wide screen, naming each logo once for assistive technology', () => {
    renderSite(<LogoStrip logos={[logo(1), logo(2)]} label="Participantes" />);
    expect(screen.getAllByRole('img', { name: 'Empresa 1' })).toHaveLength(1);
    expect(copiesToFill(2) * 2 * LOGO_SLOT_PX).toBeGreaterThanOrEqual(2560 + 2 * LOGO_SLOT_PX);
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(copiesToFill(2) * 2);
  });

  it('stands still with a single logo and renders nothing without logos', () => {
    const { unmount } = renderSite(<LogoStrip logos={[logo(1)]} label="Participantes" />);
    expect(declarationsOf(track())).toContain('list-style:none');
    expect(declarationsOf(track())).not.toContain('infinite');
    unmount();
    renderSite(<LogoStrip logos={[]} label="Participantes" />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
