/** The two players' seats, and who may look at a game (state/types.ts and state/prompts.ts both name them). */
export type Seat = 'invader' | 'defender';
export type Viewer = Seat | 'spectator';
