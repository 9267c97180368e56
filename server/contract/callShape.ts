// A call's shape: what tells two calls apart, whatever their parameters are called.

/** 'GET /a/:id/' -> 'GET /a/:' : parameter names and a trailing slash do not tell calls apart. */
export const callShape = (method: string, path: string): string => `${method} ${path.replace(/:\w+/g, ':').replace(/(.)\/$/, '$1')}`;
