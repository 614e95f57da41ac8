/**
 * One PixiJS Application for the whole page: the board canvas is moved into whichever screen
 * shows a board (game or replay) and sized to fit its host element.
 */
import { Application, Ticker } from 'pixi.js';
import { BoardView, type BoardEvents } from './board-view';
import { DESIGN, READABLE_SCALE } from './layout';
import { C } from './palette';

/** The pulse of new highlights draws a frame this often (a few a second is enough for a glow). */
const PULSE_FRAME_MS = 100;

/** Phones start zoomed in (the board scrolls), wider screens fit it whole. */
const defaultZoom = (): number => (globalThis.innerWidth < 700 ? 2.2 : 1);

export class BoardRenderer {
  private app: Application | null = null;
  private host: HTMLElement | null = null;
  private scale = 1;
  /** null = automatic: phones zoomed in (the board scrolls), wider screens fit. The +/- buttons set it. */
  zoom: number | null = null;
  board: BoardView;
  private ready: Promise<void> | null = null;

  constructor(events: BoardEvents) {
    this.board = new BoardView(events);
  }

  init(): Promise<void> {
    this.ready ??= (async () => {
      const app = new Application();
      await app.init({
        width: DESIGN.width,
        height: DESIGN.height,
        background: C.night,
        antialias: true,
        autoDensity: true,
        resolution: Math.min(2, globalThis.devicePixelRatio || 1),
        preference: 'webgl',
        autoStart: false,
      });
      // Render on demand only (the board changes when the state does): no 60 fps loop. The
      // Application's ticker would render every frame; the system ticker (Pixi's EventsTicker)
      // would run a requestAnimationFrame loop to replay the last pointer move over a moving
      // scene, which this board, redrawn only on changes, does not need.
      app.ticker.stop();
      Ticker.system.autoStart = false;
      Ticker.system.stop();
      app.canvas.setAttribute('data-testid', 'board-canvas');
      app.canvas.style.display = 'block';
      // One finger pans the host (native scrolling); a pinch is the board's own (pinch-zoom.ts).
      app.canvas.style.touchAction = 'pan-x pan-y';
      app.stage.addChild(this.board.root);
      this.board.onChange = () => {
        this.requestRender();
        this.schedulePulse();
      };
      this.app = app;
      // Pixi's devtools convention; the browser tests read the scene through it (text sizes, renders).
      (globalThis as { __PIXI_APP__?: Application }).__PIXI_APP__ = app;
    })();
    return this.ready;
  }

  private pulseTimer: ReturnType<typeof setTimeout> | null = null;
  /**
   * While new highlights pulse, a frame every PULSE_FRAME_MS (a cheap, slow pulse); then one last
   * frame at full glow and nothing more until the next change.
   */
  private schedulePulse(): void {
    if (this.pulseTimer !== null || !this.board.pulsing()) return;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
      this.board.stopPulse();
      return;
    }
    this.pulseTimer = setTimeout(() => {
      this.pulseTimer = null;
      if (document.hidden || !this.app?.canvas.isConnected) this.board.stopPulse();
      else this.board.tick();
      this.requestRender();
      this.schedulePulse();
    }, PULSE_FRAME_MS);
  }

  mount(host: HTMLElement): void {
    this.host = host;
    if (this.app && this.app.canvas.parentElement !== host) host.appendChild(this.app.canvas);
    this.fit();
  }

  private queued = false;
  requestRender(): void {
    if (this.queued || !this.app) return;
    this.queued = true;
    requestAnimationFrame(() => {
      this.queued = false;
      this.app?.render();
    });
  }

  /** Size the canvas to the host: fit it whole, or fill the width (narrow screens), times zoom. */
  fit(): void {
    if (!this.app || !this.host) return;
    const hw = Math.max(200, this.host.clientWidth);
    const hh = this.host.clientHeight;
    const narrow = globalThis.innerWidth < 900 || hh < 160;
    const base = narrow ? hw / DESIGN.width : Math.min(hw / DESIGN.width, hh / DESIGN.height);
    // Where the board scrolls anyway (narrow screens), the automatic zoom keeps its numbers 12 px or more.
    const zoomed = base * (this.zoom ?? defaultZoom());
    this.scale = Math.max(0.2, narrow && this.zoom === null ? Math.max(zoomed, READABLE_SCALE) : zoomed);
    this.autoZoom = this.scale / base;
    const w = Math.round(DESIGN.width * this.scale);
    const h = Math.round(DESIGN.height * this.scale);
    this.app.renderer.resize(w, h);
    this.board.root.scale.set(this.scale);
    this.requestRender();
  }

  /** The automatic zoom last applied (the +/- buttons start from it). */
  private autoZoom: number | null = null;

  get effectiveZoom(): number {
    return this.zoom ?? this.autoZoom ?? defaultZoom();
  }

  setZoom(zoom: number): void {
    this.zoom = zoom;
    this.fit();
  }

  /** Scroll the host so the elements `ids` are in view (centred where they fit). */
  reveal(ids: readonly string[]): void {
    const host = this.host;
    const r = this.board.rectOf(ids);
    if (!host || !r) return;
    const cx = (r.x + r.w / 2) * this.scale;
    const cy = (r.y + r.h / 2) * this.scale;
    host.scrollTo({ left: cx - host.clientWidth / 2, top: cy - host.clientHeight / 2 });
  }

  /** Where a design point is in page (client) coordinates. */
  toClient(x: number, y: number): { x: number; y: number } | null {
    if (!this.app) return null;
    const b = this.app.canvas.getBoundingClientRect();
    return { x: b.left + x * this.scale, y: b.top + y * this.scale };
  }
}
