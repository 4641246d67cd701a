import { useState } from 'react';
import styled from 'styled-components';

/**
 * The embedded video as a poster with a play button; the player (a third-party frame that sets cookies and
 * weighs more than the whole page) loads only when asked for.
 */
export function VideoFacade({ src, title, playLabel }: { src: string; title: string; playLabel: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <Frame>
      {playing ? (
        <iframe
          src={src}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <Play type="button" onClick={() => setPlaying(true)}>
          <span aria-hidden="true">▶</span>
          {playLabel}
        </Play>
      )}
    </Frame>
  );
}

const Frame = styled.div`
  max-width: 880px;
  overflow: hidden;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.navyLight},
    ${({ theme }) => theme.colors.primaryDark}
  );
  iframe {
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Play = styled.button`
  display: grid;
  gap: 12px;
  place-content: center;
  justify-items: center;
  width: 100%;
  height: 100%;
  border: 0;
  background: transparent;
  color: #fff;
  font-size: 1rem;
  font-weight: 600;
  cursor: pointer;
  span {
    display: grid;
    place-items: center;
    width: 72px;
    height: 72px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.navy};
    font-size: 1.6rem;
  }
`;
