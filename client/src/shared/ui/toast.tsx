import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

type ToastTone = 'success' | 'failure';
type Toast = { id: number; tone: ToastTone; message: string };

export type ToastApi = {
  success: (message: string) => void;
  failure: (message: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

// Long enough to read a sentence; a failure stays longer, as it may need acting on.
const successLifetimeMs = 4000;
const failureLifetimeMs = 8000;
const maxToasts = 3;

/** Holds the toasts of the whole app; screens raise them with useToast(). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  // Each toast's timer to go away by itself, by toast id.
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  // The timers end with the app (a test's clean-up, a page torn down): none fires afterwards.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (tone: ToastTone, message: string) => {
      const id = nextId.current++;
      setToasts((current) => [...current.slice(-(maxToasts - 1)), { id, tone, message }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), tone === 'success' ? successLifetimeMs : failureLifetimeMs),
      );
    };
    return {
      success: (message) => show('success', message),
      failure: (message) => show('failure', message),
    };
  }, [dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast--${toast.tone}`}
            role={toast.tone === 'failure' ? 'alert' : 'status'}
          >
            <span className="toast__message">{toast.message}</span>
            <button
              className="toast__dismiss"
              type="button"
              aria-label="Dismiss"
              onClick={() => dismiss(toast.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Success and failure notices that do not block the screen. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}
