import { describe, expect, it } from 'vitest';
import { isCloseSwipe } from './side-panel';
import { columnsFor } from './virtual-card-grid';

describe('the side panel swipe', () => {
  it('closes on a left swipe of more than 60 px', () => {
    expect(isCloseSwipe({ x: 300, y: 100 }, { x: 239, y: 110 })).toBe(true);
    expect(isCloseSwipe({ x: 300, y: 100 }, { x: 240, y: 100 })).toBe(false);
  });

  it('ignores right swipes and vertical scrolling', () => {
    expect(isCloseSwipe({ x: 100, y: 100 }, { x: 300, y: 100 })).toBe(false);
    expect(isCloseSwipe({ x: 300, y: 100 }, { x: 220, y: 400 })).toBe(false);
  });
});

describe('the card grid', () => {
  it('has one column on phones, two on tablets and three on wide screens', () => {
    expect(columnsFor(358)).toBe(1);
    expect(columnsFor(700)).toBe(2);
    expect(columnsFor(1000)).toBe(3);
  });
});
