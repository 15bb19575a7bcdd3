/**
 * Whether the window is a phone's width: where list rows become cards (components.css) and a
 * form opened by a tap should not put the keyboard and a dropped-down list over itself.
 */
export const isPhoneWidth = (): boolean =>
  window.matchMedia?.('(max-width: 640px)').matches ?? false;
