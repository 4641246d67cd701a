import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { LOGO_SLOT_PX, LOGO_STRIP_STEP_MS } from '@cvc/domain';
import type { PartnerLogo } from '../data/partnerLogo';

/**
 * Participant logos moving one 88 px slot every 3 s (SPEC §9). The list is drawn twice so the strip stays full
 * while it travels; after the last logo it starts over.
 */
export function LogoStrip({ logos, label }: { logos: PartnerLogo[]; label: string }) {
  const [step, setStep] = useState(0);
  const count = logos.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setStep((current) => (current + 1) % count), LOGO_STRIP_STEP_MS);
    return () => clearInterval(timer);
  }, [count]);

  if (count === 0) return null;
  return (
    <Viewport aria-label={label} role="region">
      <Track data-step={step} style={{ transform: `translateX(-${step * LOGO_SLOT_PX}px)` }}>
        {[...logos, ...logos].map((logo, index) => (
          <Slot key={`${logo.id}-${index}`} aria-hidden={index >= count}>
            <img
              src={logo.logo_url}
              alt={index < count ? logo.name : ''}
              title={logo.name}
              width={LOGO_SLOT_PX * 2 - 16}
              height={56}
            />
          </Slot>
        ))}
      </Track>
    </Viewport>
  );
}

const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
`;

const Track = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  transition: transform 0.8s ease;
`;

// A logo spans two 88 px slots: the wordmarks are 3:1, and one slot alone would make them unreadable.
const Slot = styled.li`
  flex: none;
  display: grid;
  place-items: center;
  width: ${LOGO_SLOT_PX * 2}px;
  height: 80px;
  padding: 0 8px;
  img {
    max-height: 56px;
    width: auto;
    opacity: 0.9;
    filter: grayscale(0.15);
  }
`;
