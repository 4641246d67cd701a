import { useMemo } from 'react';
import styled, { css, keyframes, type Keyframes } from 'styled-components';
import { LOGO_SLOT_PX, LOGO_STRIP_STEP_MS } from '@cvc/domain';
import type { PartnerLogo } from '../data/partnerLogo';

/** How long one step slides; shorter than a step, so the strip rests between moves. */
export const LOGO_SLIDE_MS = 800;
/** The widest strip the copies must fill, so no gap shows at the end on a wide screen. */
const STRIP_MAX_WIDTH_PX = 2560;

/** One copy of the list to travel through, plus as many as fill the widest strip behind it. */
export function copiesToFill(count: number): number {
  return 1 + Math.ceil(STRIP_MAX_WIDTH_PX / (count * LOGO_SLOT_PX));
}

/**
 * The track's journey through one copy of `count` logos: each step rests, then slides one slot in its last
 * LOGO_SLIDE_MS. The journey ends one copy along, which looks exactly like its start, so the loop never jumps.
 * 3 logos → "0%{…-0px)}24.4444%{…-0px);…ease}33.3333%{…-88px)}…100%{…-264px)}"
 */
export function logoStripKeyframes(count: number): string {
  const journeyMs = count * LOGO_STRIP_STEP_MS;
  const at = (ms: number) => `${Number(((ms / journeyMs) * 100).toFixed(4))}%`;
  const offset = (step: number) => `transform:translateX(-${step * LOGO_SLOT_PX}px)`;
  let stops = `0%{${offset(0)}}`;
  for (let step = 0; step < count; step += 1) {
    const slideStart = (step + 1) * LOGO_STRIP_STEP_MS - LOGO_SLIDE_MS;
    stops += `${at(slideStart)}{${offset(step)};animation-timing-function:ease}`;
    stops += `${at((step + 1) * LOGO_STRIP_STEP_MS)}{${offset(step + 1)}}`;
  }
  return stops;
}

/**
 * Participant logos, one per 88 px slot, advancing one slot every 3 s (SPEC §9). The list repeats behind
 * itself, so the loop has no visible jump. It rests while hovered or focused, and under prefers-reduced-motion.
 * The motion is a CSS animation of the track's transform: the compositor runs it, so a step costs the page's
 * main thread nothing (no timer, no render).
 */
export function LogoStrip({ logos, label }: { logos: PartnerLogo[]; label: string }) {
  const count = logos.length;
  const journey = useMemo(() => (count >= 2 ? keyframes`${logoStripKeyframes(count)}` : undefined), [count]);

  if (count === 0) return null;
  return (
    // Reachable by keyboard, so that focusing the strip stops it as hovering does.
    <Viewport aria-label={label} role="region" tabIndex={0}>
      <Track $journey={journey} $journeyMs={count * LOGO_STRIP_STEP_MS}>
        {Array.from({ length: copiesToFill(count) }, () => logos)
          .flat()
          .map((logo, index) => (
            <Slot key={`${logo.id}-${index}`} aria-hidden={index >= count}>
              <img
                src={logo.logo_url}
                alt={index < count ? logo.name : ''}
                title={logo.name}
                width={LOGO_SLOT_PX - 12}
                height={40}
              />
            </Slot>
          ))}
      </Track>
    </Viewport>
  );
}

const Track = styled.ul<{ $journey?: Keyframes; $journeyMs: number }>`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $journey, $journeyMs }) =>
    $journey &&
    css`
      animation: ${$journey} ${$journeyMs}ms linear infinite;
    `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
  &:hover ${Track}, &:focus-within ${Track} {
    animation-play-state: paused;
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

// Exactly one step wide, so each step moves one whole logo. The moving track is its own layer, which the browser
// paints whole at load, every copy of every logo; content-visibility leaves the slots out of sight unpainted until
// they come near (about 20 ms of the home's first paint on a phone, where the strip is below the fold).
const Slot = styled.li`
  flex: none;
  content-visibility: auto;
  display: grid;
  place-items: center;
  width: ${LOGO_SLOT_PX}px;
  height: 72px;
  padding: 0 6px;
  img {
    max-width: 100%;
    max-height: 48px;
    width: auto;
    height: auto;
    opacity: 0.9;
    filter: grayscale(0.15);
  }
`;
