import { ActionButton } from './action-button.tsx';

type LoadErrorProps = {
  /** One of spec §8's load failure texts; see loadFailureMessage. */
  message: string;
  /** Defaults to reloading the page, as the spec's button does. */
  onReload?: () => void;
  /** A dialog asks its own query again (`Try Again`) rather than reloading the page. */
  reloadLabel?: string;
};

/** A screen or dialog whose data did not load: the message and a button to load it again. */
export function LoadError({
  message,
  onReload = () => window.location.reload(),
  reloadLabel = 'Reload Page',
}: LoadErrorProps) {
  return (
    <div className="load-error" role="alert">
      <p className="load-error__message">{message}</p>
      <ActionButton onClick={onReload}>{reloadLabel}</ActionButton>
    </div>
  );
}
