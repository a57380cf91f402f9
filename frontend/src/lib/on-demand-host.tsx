import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';

/**
 * A provider the SPA mounts on first use rather than at start (the dialogs' and the alerts' hosts):
 * its code is not parsed, nor its tree rendered, while the first page paints. The code that opens a
 * dialog or shows an alert asks for it; where no on-demand host is in use (component tests render
 * the providers themselves) it acts at once.
 */
export interface OnDemandHost {
  /** Runs `act` now if the host is mounted (or none is in use), else once it has mounted. */
  whenMounted(act: () => void): void;
  /** The host's element, for the SPA's tree: nothing until it is first asked for. */
  Host: ComponentType;
}

export function onDemandHost(load: () => Promise<{ default: ComponentType }>): OnDemandHost {
  let inUse = false;
  let wanted = false;
  let mounted = false;
  const waiting: (() => void)[] = [];
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const Lazy = lazy(load);

  /** Effects run children first: by now the provider has set up what it listens to. */
  function Mounted({ children }: { children: ReactNode }) {
    useEffect(() => {
      mounted = true;
      waiting.splice(0).forEach((act) => act());
    }, []);
    return children;
  }

  function Host() {
    inUse = true;
    const show = useSyncExternalStore(subscribe, () => wanted);
    if (!show) return null;
    return (
      <Suspense fallback={null}>
        <Mounted>
          <Lazy />
        </Mounted>
      </Suspense>
    );
  }

  return {
    Host,
    whenMounted(act) {
      if (!inUse || mounted) return act();
      waiting.push(act);
      if (wanted) return;
      wanted = true;
      listeners.forEach((listener) => listener());
    },
  };
}
