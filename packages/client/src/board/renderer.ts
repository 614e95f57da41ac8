/**
 * One PixiJS Application for the whole page: the board canvas is moved into whichever screen
 * shows a board (game or replay) and sized to fit its host element.
 */
import { Application } from 'pixi.js';
import { BoardView, type BoardEvents } from './board-view';
import { DESIGN } from './layout';
import { C } from './palette';

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
      // Render on demand only (the board changes when the state does): no 60 fps loop.
      app.ticker.stop();
      app.canvas.setAttribute('data-testid', 'board-canvas');
      app.canvas.style.display = 'block';
      app.canvas.style.touchAction = 'manipulation';
      app.stage.addChild(this.board.root);
      this.board.onChange = () => this.requestRender();
      this.app = app;
      // A slow, cheap pulse of the highlights (a few frames a second, only while any glow).
      const calm = matchMedia('(prefers-reduced-motion: reduce)');
      setInterval(() => {
        if (calm.matches || !this.board.pulsing || document.hidden || !this.app?.canvas.isConnected) return;
        this.board.tick(160);
        this.requestRender();
      }, 160);
    })();
    return this.ready;
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
    this.scale = Math.max(0.2, base * this.effectiveZoom);
    const w = Math.round(DESIGN.width * this.scale);
    const h = Math.round(DESIGN.height * this.scale);
    this.app.renderer.resize(w, h);
    this.board.root.scale.set(this.scale);
    this.requestRender();
  }

  get effectiveZoom(): number {
    return this.zoom ?? (globalThis.innerWidth < 700 ? 2.2 : 1);
  }

  /** Where a design point is in page (client) coordinates. */
  toClient(x: number, y: number): { x: number; y: number } | null {
    if (!this.app) return null;
    const b = this.app.canvas.getBoundingClientRect();
    return { x: b.left + x * this.scale, y: b.top + y * this.scale };
  }
}
