import { useEffect, useState } from 'react';
import { authServiceReachable } from '../../lib/firebase';

const RECHECK_MS = 5_000;

/**
 * 'unavailable' while the local Auth emulator does not answer (re-checked every 5 s, so the
 * note goes away once `npm run emulators` is up); 'ok' otherwise. Never blocks the form.
 */
export function useAuthServiceStatus(): 'checking' | 'ok' | 'unavailable' {
  const [status, setStatus] = useState<'checking' | 'ok' | 'unavailable'>('checking');
  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const reachable = await authServiceReachable();
      if (!active) return;
      setStatus(reachable ? 'ok' : 'unavailable');
      if (!reachable) timer = setTimeout(() => void check(), RECHECK_MS);
    };
    void check();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);
  return status;
}
