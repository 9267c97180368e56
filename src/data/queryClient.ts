import { QueryClient } from '@tanstack/react-query';

// A 4xx answer will not change on retry (not found, forbidden, expired token): show it at once.
// Other failures get one more try.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => {
        const status = (error as { status?: number })?.status ?? 0;
        return !(status >= 400 && status < 500) && count < 1;
      },
      refetchOnWindowFocus: false,
    },
  },
});
