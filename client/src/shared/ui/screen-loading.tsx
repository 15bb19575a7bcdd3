/** What a screen (or a part of one) shows while what it needs first is on its way. */
export function ScreenLoading() {
  return (
    <p className="app-main__loading" role="status">
      Loading...
    </p>
  );
}
