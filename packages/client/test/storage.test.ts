import { forgetSeat, loadName, loadSeat, mySeats, saveName, saveSeat } from '../src/net/storage';

class MemoryStorage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

beforeEach(() => {
  (globalThis as unknown as { localStorage: unknown }).localStorage = new MemoryStorage();
});

test('the name and seat tokens survive (in localStorage)', () => {
  saveName('  Anna of the Walls  ');
  expect(loadName()).toBe('Anna of the Walls');
  saveSeat('room1', 'defender', 'tok-1');
  expect(loadSeat('room1')).toMatchObject({ seat: 'defender', token: 'tok-1' });
  expect(mySeats().map((s) => s.roomId)).toEqual(['room1']);
  forgetSeat('room1');
  expect(loadSeat('room1')).toBeNull();
});

test('a corrupt entry is ignored', () => {
  localStorage.setItem('stronghold.seat.bad', '{nope');
  expect(loadSeat('bad')).toBeNull();
});
