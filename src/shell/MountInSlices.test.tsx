import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MountInSlices } from './MountInSlices';

describe('MountInSlices', () => {
  it('leaves its children out of the drawing that mounts it, and draws them in a transition after', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    // The drawing react-admin makes when its auth check ends: one synchronous piece.
    flushSync(() => root.render(<MountInSlices>shell and screen</MountInSlices>));
    expect(host.textContent).toBe('');
    await act(async () => undefined);
    expect(host.textContent).toBe('shell and screen');
    act(() => root.unmount());
  });

  it('draws what its children become afterwards as usual', async () => {
    const { rerender } = render(<MountInSlices>first</MountInSlices>);
    expect(await screen.findByText('first')).toBeInTheDocument();
    rerender(<MountInSlices>second</MountInSlices>);
    expect(screen.getByText('second')).toBeInTheDocument();
  });
});
