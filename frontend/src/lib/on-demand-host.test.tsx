import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onDemandHost } from './on-demand-host';

/** A provider that, like Mantine's, listens for what it shows only once mounted. */
function makeProvider(listening: string[]) {
  return function Provider() {
    useEffect(() => {
      listening.push('ready');
    }, []);
    return <p>host</p>;
  };
}

describe('onDemandHost', () => {
  it('acts at once where no host is in use (the tests render the providers themselves)', () => {
    const load = vi.fn(async () => ({ default: makeProvider([]) }));
    const host = onDemandHost(load);
    const act = vi.fn();
    host.whenMounted(act);
    expect(act).toHaveBeenCalledOnce();
    expect(load).not.toHaveBeenCalled();
  });

  it('mounts the provider on first use only, and acts once it has mounted', async () => {
    const listening: string[] = [];
    const load = vi.fn(async () => ({ default: makeProvider(listening) }));
    const host = onDemandHost(load);
    render(<host.Host />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('host')).toBeNull();

    const seen: string[][] = [];
    host.whenMounted(() => seen.push([...listening]));
    await waitFor(() => expect(seen).toEqual([['ready']]));
    expect(screen.getByText('host')).toBeInTheDocument();

    host.whenMounted(() => seen.push(['again']));
    expect(seen).toEqual([['ready'], ['again']]);
    expect(load).toHaveBeenCalledOnce();
  });
});
