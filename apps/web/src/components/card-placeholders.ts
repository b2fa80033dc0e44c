/**
 * The mark of a list's placeholder cards (card-skeletons.tsx while its first page loads, and the
 * prerendered copy's): the card grid that replaces them reads where they stand to know, before it
 * is in the page, which of its rows the window will show (virtual-card-grid.tsx).
 */
export const CARD_PLACEHOLDERS_ATTRIBUTE = 'data-card-placeholders';

/** The attribute as props, for the placeholders' grid. */
export const cardPlaceholdersMark = { [CARD_PLACEHOLDERS_ATTRIBUTE]: true } as const;
