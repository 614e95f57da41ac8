import { chanceY, curvePoints, percentOf, stepAtX, stepX } from './review';

const box = { width: 220, height: 120, pad: 10 };

describe('review chart geometry', () => {
  test('the first step is at the left margin, the last at the right one', () => {
    expect(stepX(0, 11, box)).toBe(10);
    expect(stepX(10, 11, box)).toBe(210);
    expect(stepX(5, 11, box)).toBe(110);
  });

  test("the Invader's win is at the top, the Defender's at the bottom, clamped to the box", () => {
    expect(chanceY(1, box)).toBe(10);
    expect(chanceY(0, box)).toBe(110);
    expect(chanceY(0.5, box)).toBe(60);
    expect(chanceY(2, box)).toBe(10);
  });

  test('the curve has one point per step', () => {
    expect(curvePoints([0.5, 1, 0], box)).toBe('10,60 110,10 210,110');
  });

  test('a click on the chart goes to the nearest step, never past either end', () => {
    expect(stepAtX(10, 11, box)).toBe(0);
    expect(stepAtX(118, 11, box)).toBe(5);
    expect(stepAtX(-50, 11, box)).toBe(0);
    expect(stepAtX(500, 11, box)).toBe(10);
    expect(stepAtX(100, 1, box)).toBe(0);
  });

  test('chances read as whole percentages', () => {
    expect(percentOf(0.456)).toBe(46);
    expect(percentOf(1)).toBe(100);
  });
});
