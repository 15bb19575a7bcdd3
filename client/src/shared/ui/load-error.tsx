type LoadErrorProps = {
  /** One of spec §8's load failure texts; see loadFailureMessage. */
  message: string;
  /** Defaults to reloading the page, as the spec's button does. */
  onReload?: () => void;
};

/** A screen whose data did not load: the message and a Reload Page button. */
export function LoadError({ message, onReload = () => window.location.reload() }: LoadErrorProps) {
  return (
    <div className="load-error" role="alert">
      <p className="load-error__message">{message}</p>
      <button className="button button--secondary" type="button" onClick={onReload}>
        Reload Page
      </button>
    </div>
  );
}
