import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface RevealedValues {
  get(key: string): string | null;
  set(key: string, value: string | null): void;
}

const Revealed = createContext<RevealedValues | null>(null);

/**
 * Where the values revealed inside a drawer are held while it is open: a drawer's fields are laid out again (and
 * their elements made anew) when its width crosses a breakpoint, which must not hide what the user just asked to
 * see. Give it a `key` that changes when the drawer closes or shows another record: the values go with it.
 */
export function RevealScope({ children }: { children: ReactNode }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const scope = useMemo<RevealedValues>(
    () => ({
      get: (key) => values[key] ?? null,
      set: (key, value) =>
        setValues((prev) => {
          const { [key]: _, ...rest } = prev;
          return value === null ? rest : { ...rest, [key]: value };
        }),
    }),
    [values],
  );
  return <Revealed.Provider value={scope}>{children}</Revealed.Provider>;
}

/** One revealed value: kept by the nearest RevealScope, else by the calling component. */
export function useRevealed(key: string): [string | null, (value: string | null) => void] {
  const scope = useContext(Revealed);
  const [own, setOwn] = useState<string | null>(null);
  return scope ? [scope.get(key), (value) => scope.set(key, value)] : [own, setOwn];
}
