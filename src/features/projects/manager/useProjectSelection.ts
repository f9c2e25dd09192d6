// The projects ticked for moving several at once (signed in only: a visitor has no folders).
import { useCallback, useState } from 'react';

export function useProjectSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const toggle = useCallback((id: string, on: boolean): void => {
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const clear = useCallback((): void => setSelected(new Set()), []);
  /** A deleted project leaves the selection. */
  const forget = useCallback((id: string): void => setSelected((s) => new Set([...s].filter((other) => other !== id))), []);

  return { selected, toggle, clear, forget };
}
