/**
 * Clickable regions: every component registers the rectangles of the IDs it draws. A pointer
 * event is resolved to the regions under it, smallest first, so a slot wins over its building
 * and a Priest over his wall.
 */
import type { Rect } from './layout';

export interface Region extends Rect {
  id: string;
}

export class Regions {
  private list: Region[] = [];

  reset(): void {
    this.list = [];
  }

  add(id: string, r: Rect): void {
    this.list.push({ id, ...r });
  }

  /** IDs under the point, smallest region first. */
  at(x: number, y: number): string[] {
    return this.list
      .filter((r) => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h)
      .sort((a, b) => a.w * a.h - b.w * b.h)
      .map((r) => r.id);
  }

  get(id: string): Region | undefined {
    // The largest region of an id (an id may be registered by several parts).
    return this.list.filter((r) => r.id === id).sort((a, b) => b.w * b.h - a.w * a.h)[0];
  }

  all(): readonly Region[] {
    return this.list;
  }
}
