import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { LOGO_SLOT_PX, LOGO_STRIP_STEP_MS } from '@cvc/domain';
import type { PartnerLogo } from '../data/partnerLogo';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';

/** How long one step slides; shorter than a step, so the strip rests between moves. */
export const LOGO_SLIDE_MS = 800;
/** The widest strip the copies must fill, so no gap shows at the end on a wide screen. */
const STRIP_MAX_WIDTH_PX = 2560;

/** One copy of the list to travel through, plus as many as fill the widest strip behind it. */
export function copiesToFill(count: number): number {
  return 1 + Math.ceil(STRIP_MAX_WIDTH_PX / (count * LOGO_SLOT_PX));
}

/**
 * Participant logos, one per 88 px slot, advancing one slot every 3 s (SPEC §9). The list repeats, so when the
 * first copy has slid out the track looks exactly as at the start and returns there without animation: the
 * loop has no visible jump. It rests while hovered or focused, and under prefers-reduced-motion.
 */
export function LogoStrip({ logos, label }: { logos: PartnerLogo[]; label: string }) {
  const count = logos.length;
  const [position, setPosition] = useState({ step: 0, sliding: false });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const moving = count >= 2 && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(
      () => setPosition(({ step }) => ({ step: step + 1, sliding: true })),
      LOGO_STRIP_STEP_MS,
    );
    return () => clearInterval(timer);
  }, [moving]);

  useEffect(() => {
    if (count === 0 || position.step < count) return;
    const timer = setTimeout(
      () => setPosition(({ step }) => ({ step: step - count, sliding: false })),
      LOGO_SLIDE_MS,
    );
    return () => clearTimeout(timer);
  }, [position.step, count]);

  // Made once per list: a step then re-renders the track's offset only, not its dozens of styled slots, which
  // on a slow phone made each step a long task.
  const slots = useMemo(
    () =>
      Array.from({ length: count && copiesToFill(count) }, () => logos)
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
        )),
    [logos, count],
  );

  if (count === 0) return null;
  return (
    <Viewport
      aria-label={label}
      role="region"
      // Reachable by keyboard, so that focusing the strip stops it as hovering does.
      tabIndex={0}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      data-moving={moving}
    >
      <Track
        data-step={position.step}
        style={{
          transform: `translateX(-${position.step * LOGO_SLOT_PX}px)`,
          transition: position.sliding ? `transform ${LOGO_SLIDE_MS}ms ease` : 'none',
        }}
      >
        {slots}
      </Track>
    </Viewport>
  );
}

const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Track = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Exactly one step wide, so each step moves one whole logo.
const Slot = styled.li`
  flex: none;
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
