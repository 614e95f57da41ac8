/**
 * The whole board: one component per file draws its part into its own layer; this view owns the
 * layers, the highlight overlay and the pointer handling (resolved through the region table).
 */
import { Container, Graphics, Rectangle, type FederatedPointerEvent } from 'pixi.js';
import type { GameView } from '@stronghold/rules';
import { drawAreas } from './areas';
import { drawBuildings } from './buildings';
import { drawCouncil } from './council';
import type { DrawCtx } from './ctx';
import { clear, drawnTexts } from './draw';
import { drawGates } from './gates';
import { Motion } from './motion';
import { DESIGN, type Rect } from './layout';
import { C } from './palette';
import { drawPaths } from './paths';
import { Regions } from './regions';
import { drawSpellRow } from './spell-row';
import { drawTowers } from './towers';
import { drawTracks } from './tracks';
import { drawWalls } from './walls';

type Drawer = (ctx: DrawCtx) => void;

/** Components in drawing order (later ones on top). */
const COMPONENTS: Array<[string, Drawer]> = [
  ['paths', drawPaths],
  ['areas', drawAreas],
  ['buildings', drawBuildings],
  ['walls', drawWalls],
  ['gates', drawGates],
  ['towers', drawTowers],
  ['tracks', drawTracks],
  ['spell-row', drawSpellRow],
  ['council', drawCouncil],
];

export interface BoardEvents {
  /** IDs under the click, smallest region first. */
  click(ids: string[], clientX: number, clientY: number): void;
  hover(id: string | null, clientX: number, clientY: number): void;
  /** A press on one place released on another (drag and drop of a unit): IDs under each end. */
  drag?(from: string[], to: string[], clientX: number, clientY: number): void;
}

/** How long new highlights pulse before they hold still (two breaths). */
export const PULSE_MS = 2400;

/** A press that travels further than this (client px) is a drag, not a click. */
const DRAG_PX = 12;

export class BoardView {
  readonly root = new Container();
  readonly regions = new Regions();
  private readonly bg = new Graphics();
  /** Each component's own layer, in drawing order. */
  private readonly layers: Array<{ layer: Container; draw: Drawer }> = [];
  private readonly overlay = new Graphics();
  private readonly selectedOverlay = new Graphics();
  private hoverId: string | null = null;
  /** The highlights last drawn (ids and the selected one), to tell a change from a redraw. */
  private highlightKey = '';
  /** When the highlights' pulse started (performance.now()); they pulse PULSE_MS, then hold still. */
  private pulseStart = -Infinity;
  /** Everything the canvas shows as text in the last frame (for tests and accessibility). */
  texts: string[] = [];
  /** Called whenever the picture changed and needs a render. */
  onChange: () => void = () => {};
  /** True while anything glows. */
  glowing = false;
  /** Slides and card turns between two states. */
  readonly motion = new Motion(() => this.onChange());
  private lastView: GameView | null = null;

  constructor(private readonly events: BoardEvents) {
    this.root.addChild(this.bg);
    for (const [name, draw] of COMPONENTS) {
      const layer = new Container();
      layer.label = name;
      this.layers.push({ layer, draw });
      this.root.addChild(layer);
    }
    this.root.addChild(this.overlay, this.selectedOverlay, this.motion.layer);
    this.drawBackground();
    this.root.eventMode = 'static';
    this.root.hitArea = new Rectangle(0, 0, DESIGN.width, DESIGN.height);
    this.root.cursor = 'default';
    let press: { ids: string[]; x: number; y: number } | null = null;
    let dragged = false;
    this.root.on('pointerdown', (e: FederatedPointerEvent) => {
      const p = this.root.toLocal(e.global);
      press = { ids: this.regions.at(p.x, p.y), x: e.clientX, y: e.clientY };
      dragged = false;
    });
    this.root.on('pointerup', (e: FederatedPointerEvent) => {
      const from = press;
      press = null;
      if (!from || !this.events.drag || Math.hypot(e.clientX - from.x, e.clientY - from.y) < DRAG_PX) return;
      const p = this.root.toLocal(e.global);
      const to = this.regions.at(p.x, p.y);
      if (!to.length || to[0] === from.ids[0]) return;
      dragged = true;
      this.events.drag(from.ids, to, e.clientX, e.clientY);
    });
    this.root.on('pointertap', (e: FederatedPointerEvent) => {
      if (dragged) {
        dragged = false;
        return;
      }
      const p = this.root.toLocal(e.global);
      this.events.click(this.regions.at(p.x, p.y), e.clientX, e.clientY);
    });
    this.root.on('pointermove', (e: FederatedPointerEvent) => {
      const p = this.root.toLocal(e.global);
      const id = this.regions.at(p.x, p.y)[0] ?? null;
      if (id !== this.hoverId) this.hoverId = id;
      this.events.hover(id, e.clientX, e.clientY);
    });
    this.root.on('pointerleave', () => {
      this.hoverId = null;
      this.events.hover(null, 0, 0);
    });
  }

  private drawBackground(): void {
    const g = this.bg;
    g.rect(0, 0, DESIGN.width, DESIGN.height).fill({ color: C.night });
    // The field outside the walls, a faint moonlit ground.
    g.roundRect(14, 0, 1032, 466, 14).fill({ color: C.field });
    for (let i = 0; i < 60; i++) {
      const x = 20 + ((i * 173) % 1020);
      const y = 4 + ((i * 97) % 460);
      g.circle(x, y, 1 + (i % 3) * 0.6).fill({ color: 0x2a3348, alpha: 0.6 });
    }
    g.rect(1046, 0, 2, DESIGN.height).fill({ color: 0x1a2030 });
  }

  /** The next update starts afresh (another game): nothing to animate from. */
  forgetView(): void {
    this.lastView = null;
  }

  /** Redraw everything for `view`; `active` IDs glow, `selected` is the picked source. */
  update(view: GameView, active: ReadonlySet<string>, selected: string | null): void {
    this.regions.reset();
    drawnTexts.length = 0;
    for (const { layer, draw } of this.layers) {
      clear(layer);
      draw({ view, layer, regions: this.regions });
    }
    this.texts = [...drawnTexts];
    this.setHighlights(active, selected);
    this.motion.play(this.lastView, view, this.regions);
    this.lastView = view;
  }

  setHighlights(active: ReadonlySet<string>, selected: string | null): void {
    const o = this.overlay;
    o.clear();
    for (const id of active) {
      if (id === selected) continue;
      const r = this.regions.get(id);
      if (!r) continue;
      this.glow(o, r, C.highlight);
    }
    const s = this.selectedOverlay;
    s.clear();
    if (selected) {
      const r = this.regions.get(selected);
      if (r) this.glow(s, r, C.selected, 4);
    }
    this.root.cursor = active.size ? 'pointer' : 'default';
    this.glowing = active.size > 0;
    // New highlights pulse for a moment to catch the eye, then hold still (no frames while idle).
    const key = `${[...active].sort().join(',')}|${selected ?? ''}`;
    if (key !== this.highlightKey && this.glowing) this.pulseStart = performance.now();
    this.highlightKey = key;
    if (!this.pulsing()) this.overlay.alpha = 1;
    this.onChange();
  }

  /** Whether the highlights are in their pulse (the renderer draws its frames until it ends). */
  pulsing(now = performance.now()): boolean {
    return this.glowing && now - this.pulseStart < PULSE_MS;
  }

  private glow(g: Graphics, r: Rect, color: number, width = 3): void {
    const pad = 3;
    g.roundRect(r.x - pad - 3, r.y - pad - 3, r.w + 2 * pad + 6, r.h + 2 * pad + 6, 10).stroke({ width: 6, color, alpha: 0.22 });
    g.roundRect(r.x - pad, r.y - pad, r.w + 2 * pad, r.h + 2 * pad, 8).stroke({ width, color, alpha: 0.95 });
  }

  /** One frame of the pulse: two breaths from full glow back to full glow, then it holds. */
  tick(now = performance.now()): void {
    const t = now - this.pulseStart;
    this.overlay.alpha = this.pulsing(now) ? 0.55 + 0.45 * Math.cos((2 * Math.PI * t) / (PULSE_MS / 2)) : 1;
  }

  /** Ends the pulse at once (reduced motion, a hidden page): the highlights hold still. */
  stopPulse(): void {
    this.pulseStart = -Infinity;
    this.overlay.alpha = 1;
  }

  /** The smallest rectangle around the drawn elements `ids` (design coordinates), null if none is drawn. */
  rectOf(ids: readonly string[]): { x: number; y: number; w: number; h: number } | null {
    const rs = ids.map((id) => this.regions.get(id)).filter((r) => r !== undefined);
    if (!rs.length) return null;
    const x = Math.min(...rs.map((r) => r.x));
    const y = Math.min(...rs.map((r) => r.y));
    return { x, y, w: Math.max(...rs.map((r) => r.x + r.w)) - x, h: Math.max(...rs.map((r) => r.y + r.h)) - y };
  }

  /** The centre of an element in design coordinates (for tests and menus). */
  centre(id: string): { x: number; y: number } | null {
    const r = this.regions.get(id);
    return r ? { x: r.x + r.w / 2, y: r.y + r.h / 2 } : null;
  }
}
