import { useEffect, useRef } from 'react';
import { CONFETTI_PIECES } from '@cvc/domain';

const COLORS = ['#2563eb', '#16a34a', '#f59e0b', '#db2777', '#7c3aed', '#0891b2'];

type Piece = {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  angle: number;
  spin: number;
  color: string;
};

function makePieces(width: number, count: number): Piece[] {
  return Array.from({ length: count }, (_, i) => ({
    x: Math.random() * width,
    y: -20 - Math.random() * 200,
    vx: (Math.random() - 0.5) * 2,
    vy: 2 + Math.random() * 3,
    size: 6 + Math.random() * 6,
    angle: Math.random() * Math.PI,
    spin: (Math.random() - 0.5) * 0.2,
    color: COLORS[i % COLORS.length] ?? '#2563eb',
  }));
}

/**
 * A full-window layer of falling paper pieces, drawn on one canvas while mounted; the leads screen mounts it for
 * CONFETTI_MS. Written here rather than pulled from a library: about forty lines cover what the screen needs.
 */
export function Confetti({ pieces = CONFETTI_PIECES }: { pieces?: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    canvas.width = window.innerWidth;
    canvas.height = window.innerHeight;
    const flakes = makePieces(canvas.width, pieces);
    let frame = requestAnimationFrame(function draw() {
      context.clearRect(0, 0, canvas.width, canvas.height);
      for (const p of flakes) {
        p.x += p.vx;
        p.y += p.vy;
        p.angle += p.spin;
        context.save();
        context.translate(p.x, p.y);
        context.rotate(p.angle);
        context.fillStyle = p.color;
        context.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
        context.restore();
      }
      frame = requestAnimationFrame(draw);
    });
    return () => cancelAnimationFrame(frame);
  }, [pieces]);

  return (
    <canvas
      ref={canvasRef}
      data-testid="lead-confetti"
      data-pieces={pieces}
      aria-hidden="true"
      style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 2000 }}
    />
  );
}
