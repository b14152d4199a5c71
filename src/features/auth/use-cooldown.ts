import { useEffect, useState } from 'react';

/** A countdown in whole seconds, e.g. until another code may be requested. */
export function useCooldown(): { remaining: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return {
    remaining: Math.max(0, Math.ceil((until - now) / 1000)),
    start: (seconds) => {
      const time = Date.now();
      setNow(time);
      setUntil(time + Math.max(0, seconds) * 1000);
    },
  };
}
