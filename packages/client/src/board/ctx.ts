/** What every board component gets to draw one frame. */
import { Container, Graphics } from 'pixi.js';
import type { GameView } from '@stronghold/rules';
import type { Regions } from './regions';

export interface DrawCtx {
  view: GameView;
  /** The component's own container (cleared before each frame). */
  layer: Container;
  regions: Regions;
}

/** A fresh Graphics added to the component's layer (later ones draw on top of earlier texts). */
export function gfx(ctx: DrawCtx): Graphics {
  const g = new Graphics();
  ctx.layer.addChild(g);
  return g;
}

export const INVADER_ORDER = ['vampire', 'skeleton', 'phantom'] as const;
export const DEFENDER_ORDER = ['veteran', 'soldier', 'marksman'] as const;

/** Short glyphs for spell counters. */
export const COUNTER_GLYPH: Record<string, string> = {
  'bone-thrower': 'BT',
  'spectral-ballista': 'SB',
  'dragon-phantom': 'D',
  drums: 'Dr',
  mists: 'Mi',
  'illusionary-threat': '?',
  terror: '!',
  'cursed-bats': 'Ba',
  'strigoi-lair': 'SL',
  'poisonous-cauldrons': 'Po',
  reinforcements: 'Re',
  totems: 'To',
  cemetery: 'Ce',
  marshes: 'Ma',
  crypt: 'Cr',
  'heavy-rain': 'HR',
  'curse-of-decay': 'CD',
};
