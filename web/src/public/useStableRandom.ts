import { useCallback, useRef } from 'react';

/**
 * A source of random numbers that repeats itself for the life of the component: every call of the
 * returned factory replays the same sequence. Adverts placed with it stay where they are when the
 * list is fetched again (a favourite toggled, a refetch), and move only on a new visit.
 */
export const useStableRandom = (): (() => () => number) => {
  const values = useRef<number[]>([]);
  return useCallback(() => {
    let index = 0;
    return () => {
      if (index >= values.current.length) values.current.push(Math.random());
      return values.current[index++] as number;
    };
  }, []);
};
