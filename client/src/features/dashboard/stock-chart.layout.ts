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

/** `name` cut to `maxCharacters` in the middle, keeping its last `tail` characters. */
function cutMiddle(name: string, maxCharacters: number, tail: number): string {
  if (name.length <= maxCharacters) return name;
  const head = Math.max(1, maxCharacters - 1 - tail);
  return `${name.slice(0, head)}…${name.slice(name.length - tail)}`;
}

/**
 * A label for each name, cut to `maxCharacters` and never the same for two different names:
 * "Bamburi Cement 25kg" and "Bamburi Cement 50kg" cut at the end would both read "Bamburi
 * Cem…", so names cut alike are cut in the middle instead, keeping as much of their ends as
 * tells them apart ("Bamburi…25kg", "Bamburi…50kg").
 */
export function fitNames(names: readonly string[], maxCharacters: number): string[] {
  const clashes = (labels: readonly string[], index: number) =>
    labels.some((label, other) => label === labels[index] && names[other] !== names[index]);
  const labels = names.map((name) => fitName(name, maxCharacters));
  const clashing = labels.map((_, index) => index).filter((index) => clashes(labels, index));
  if (clashing.length === 0) return labels;
  for (let tail = 1; tail < maxCharacters - 1; tail++) {
    const tried = [...labels];
    for (const index of clashing) tried[index] = cutMiddle(names[index]!, maxCharacters, tail);
    if (tried.some((_, index) => clashes(tried, index))) continue;
    // The ends kept start at a word where they can ("…25kg" rather than "…5kg").
    const worded = [...labels];
    for (const index of clashing) {
      const name = names[index]!;
      let wordTail = tail;
      while (wordTail < maxCharacters - 2 && wordTail < name.length - 1) {
        if (name[name.length - wordTail - 1] === ' ') break;
        wordTail++;
      }
      if (name[name.length - wordTail - 1] !== ' ') wordTail = tail;
      worded[index] = cutMiddle(name, maxCharacters, wordTail);
    }
    return worded.some((_, index) => clashes(worded, index)) ? tried : worded;
  }
  // Names that differ only where no cut can show: numbered, in the order drawn.
  return labels.map((label, index) =>
    clashing.includes(index)
      ? `${fitName(names[index]!, maxCharacters - 3)} ${clashing.indexOf(index) + 1}`
      : label,
  );
}
