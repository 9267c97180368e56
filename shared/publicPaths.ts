// The console's public pages: sign-in and the password pages, shown before any screen. The
// console routes them (src/auth/redirects.ts) and the platform keeps every service off them
// (server/declarationCheck.ts), from this one list.
export const PUBLIC_PATHS = ['/login', '/sharedlogin', '/forgotpassword', '/changepassword'] as const;
