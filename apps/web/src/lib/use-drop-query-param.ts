import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Takes a one-off query parameter (such as ?subscription=confirmed) out of the address once
 * it has been read, so that a reload or a shared link does not repeat what it announced.
 */
export function useDropQueryParam(name: string): void {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(name)) return;
    params.delete(name);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [name, location.search, location.pathname, location.hash, navigate]);
}
