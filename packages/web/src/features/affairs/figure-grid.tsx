import type { HeaderFigure } from './figures';

/**
 * Figures side by side, each its value over its label, in the grid `className` lays out (a
 * group's own: columns, card colours): occupancy, an activity's sign-ups, a survey's responses.
 */
export function FigureGrid({ className, figures }: { className?: string; figures: readonly HeaderFigure[] }) {
  return (
    <div className={className}>
      {figures.map((figure) => (
        <div key={figure.key}>
          <strong>{figure.value}</strong>
          <span>{figure.label}</span>
        </div>
      ))}
    </div>
  );
}
