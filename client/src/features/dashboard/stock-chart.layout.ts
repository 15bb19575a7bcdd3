/**
 * How the stock bar chart is laid out at a given width. Kept apart from the recharts module so
 * the card can reserve the chart's height (and draw its placeholder) before recharts arrives.
 */
export type StockChartLayout = {
  /** Names above the bars (a phone) rather than on an axis beside them. */
  namesAbove: boolean;
  /** Width of the name axis in pixels (0 when the names are above the bars). */
  nameWidth: number;
  /** Longest name shown in full; longer ones are cut with an ellipsis. */
  maxCharacters: number;
  rowHeight: number;
  height: number;
};

const AXIS_HEIGHT = 28;
// An average character of the 12px tick font, for cutting names that do not fit.
const CHARACTER_WIDTH = 6.6;
// Below this width a name axis would leave the bars too little room.
const NAMES_ABOVE_BELOW = 440;

export function stockChartLayout(width: number, barCount: number): StockChartLayout {
  if (width > 0 && width < NAMES_ABOVE_BELOW) {
    const rowHeight = 44;
    return {
      namesAbove: true,
      nameWidth: 0,
      maxCharacters: Math.floor((width - 48) / CHARACTER_WIDTH),
      rowHeight,
      height: barCount * rowHeight + AXIS_HEIGHT,
    };
  }
  // Names get up to 40% of the width, within reason.
  const nameWidth = Math.round(Math.min(180, Math.max(96, width * 0.4)));
  const rowHeight = 34;
  return {
    namesAbove: false,
    nameWidth,
    maxCharacters: Math.floor((nameWidth - 10) / CHARACTER_WIDTH),
    rowHeight,
    height: barCount * rowHeight + AXIS_HEIGHT,
  };
}

/** `name`, cut to `maxCharacters` with an ellipsis. */
export function fitName(name: string, maxCharacters: number): string {
  return name.length > maxCharacters ? `${name.slice(0, Math.max(1, maxCharacters - 1))}…` : name;
}
