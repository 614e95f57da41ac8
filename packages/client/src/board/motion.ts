/**
 * Short animations between two views: a unit that moved slides from where it was to where it
 * went, and a card or counter that became known turns over. Both last MOTION_MS (under 300 ms)
 * and are skipped when the system asks for reduced motion. The board is already redrawn in its
 * new state; these are marks drawn over it for the moment of change.
 */
import { Container, Graphics } from 'pixi.js';
import type { GameView } from '@stronghold/rules';
import { C } from './palette';
import type { Regions } from './regions';
import { slidesBetween, turnedOver, type Side } from '../logic/changes';

export const MOTION_MS = 240;

export class Motion {
  readonly layer = new Container();
  private raf = 0;
  /** What the last change animated (for tests): counts and the duration used. */
  last = { slides: 0, flips: 0, ms: 0, reduced: false };

  constructor(private readonly onFrame: () => void) {}

  private reduced(): boolean {
    return matchMedia('(prefers-reduced-motion: reduce)').matches;
  }

  /** Animate the change from `prev` to `next` (already drawn, `regions` from the new drawing). */
  play(prev: GameView | null, next: GameView, regions: Regions): void {
    if (!prev || prev.stateId === next.stateId) return;
    const slides = slidesBetween(prev, next);
    const flips = turnedOver(prev, next);
    const reduced = this.reduced();
    this.last = { slides: slides.length, flips: flips.length, ms: reduced ? 0 : MOTION_MS, reduced };
    if (reduced || (!slides.length && !flips.length)) return;
    cancelAnimationFrame(this.raf);
    this.layer.removeChildren().forEach((c) => c.destroy());
    const centre = (id: string, side: Side) => {
      const r = regions.get(id);
      if (!r) return null;
      // Invaders stand on a wall's outer face (top), Defenders on its walk.
      const dy = id.startsWith('w') ? (side === 'invader' ? -r.h / 4 : r.h / 4) : 0;
      return { x: r.x + r.w / 2, y: r.y + r.h / 2 + dy };
    };
    const tokens = slides
      .map((s, i) => {
        const a = centre(s.from, s.side);
        const b = centre(s.to, s.side);
        if (!a || !b) return null;
        const g = new Graphics()
          .circle(0, 0, 10)
          .fill({ color: (C as Record<string, number>)[s.unit] ?? 0xffffff })
          .stroke({ width: 2, color: 0x000000, alpha: 0.7 });
        // Several units on one path fan out a little so each is seen.
        const off = (i % 5) * 4 - 8;
        this.layer.addChild(g);
        return { g, a: { x: a.x + off, y: a.y }, b: { x: b.x + off, y: b.y } };
      })
      .filter((t): t is NonNullable<typeof t> => t !== null);
    const cards = flips
      .map((id) => {
        const r = regions.get(id);
        if (!r) return null;
        const g = new Graphics().rect(-r.w / 2, -r.h / 2, r.w, r.h).fill({ color: C.gold, alpha: 0.85 });
        g.position.set(r.x + r.w / 2, r.y + r.h / 2);
        this.layer.addChild(g);
        return g;
      })
      .filter((g): g is Graphics => g !== null);
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / MOTION_MS);
      const e = 1 - (1 - t) ** 3;
      for (const k of tokens) k.g.position.set(k.a.x + (k.b.x - k.a.x) * e, k.a.y + (k.b.y - k.a.y) * e);
      // The card's back narrows to an edge and is gone: the face below shows through.
      for (const g of cards) {
        g.scale.x = Math.abs(Math.cos(t * Math.PI));
        g.alpha = t < 0.5 ? 1 : 0;
      }
      this.onFrame();
      if (t < 1) this.raf = requestAnimationFrame(step);
      else {
        this.layer.removeChildren().forEach((c) => c.destroy());
        this.onFrame();
      }
    };
    this.raf = requestAnimationFrame(step);
  }
}
