import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The record a list screen has open, kept in the URL (`?bill=…`) so a reload or a shared link
 * opens it again, with the notice said above it as it opens (`Bill BILL-000003 recorded.`).
 * Closing replaces the history entry: Back after closing does not open it again.
 */
export function useRecordInUrl(param: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(null);

  function open(id: string, said: string | null = null) {
    setNotice(said);
    setSearchParams((params) => {
      params.set(param, id);
      return params;
    });
  }

  function close() {
    setNotice(null);
    setSearchParams(
      (params) => {
        params.delete(param);
        return params;
      },
      { replace: true },
    );
  }

  return { openId: searchParams.get(param), notice, open, close };
}
