/** The overview's two grids, shared by the buyer's and the seller's. */

/** Cards side by side from tablets, each at least `min` px wide; one column on a phone. */
export const overviewGrid = (min: number) =>
  ({
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: '1fr', md: `repeat(auto-fit, minmax(${min}px, 1fr))` },
  }) as const;

/** The figures: two a row on a phone, as many as fit on wider screens. */
export const overviewTiles = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(auto-fit, minmax(190px, 1fr))',
  },
} as const;
