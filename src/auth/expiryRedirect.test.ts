import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPIRED_TOKEN_TEXT, scheduleExpiryRedirect } from './expiryRedirect';

describe('expiry redirect', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const location = { pathname: '/admin/apis', search: '' };

  it('goes to /login with the location exactly 3 seconds after an expiry error', () => {
    const go = vi.fn();
    scheduleExpiryRedirect(`An error occurred updating the API: ${EXPIRED_TOKEN_TEXT}`, go, location);
    vi.advanceTimersByTime(2999);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledWith('/login?redirect=%2Fadmin%2Fapis');
  });

  it('does nothing for other errors', () => {
    const go = vi.fn();
    scheduleExpiryRedirect('Conflict', go, location);
    vi.advanceTimersByTime(10000);
    expect(go).not.toHaveBeenCalled();
  });

  it('can be cancelled (the form closed first)', () => {
    const go = vi.fn();
    const cancel = scheduleExpiryRedirect(EXPIRED_TOKEN_TEXT, go, location);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(go).not.toHaveBeenCalled();
  });
});
