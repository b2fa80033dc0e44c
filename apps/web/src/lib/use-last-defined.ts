import { useRef } from 'react';

/** The value, or while it is undefined the last value it had (a closing panel keeps its content). */
export function useLastDefined<T>(value: T | undefined): T | undefined {
  const last = useRef(value);
  if (value !== undefined) last.current = value;
  return last.current;
}
