import { useSearchParams } from 'react-router-dom';

/**
 * The report shown and its period live in the address (`/reports?report=sales&by=day&from=…`),
 * so a reload, Back and a shared link show the same figures. A change replaces only the
 * parameters it names.
 */
export function useReportParams(): [
  URLSearchParams,
  (changes: Record<string, string | null>) => void,
] {
  const [params, setParams] = useSearchParams();
  const change = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });
  return [params, change];
}
