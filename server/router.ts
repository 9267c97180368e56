// Every router of the platform matches paths case-sensitively. Express matches case-insensitively
// by default, while the guard's role rules compare the declared paths exactly: with the default,
// `/AUTH/apis/1` ran the handler of `/auth/apis/:id`. Trailing slashes stay tolerated (Express's
// default, which the guard's matching mirrors), because the platform lists some calls with one.
import express, { type Router } from 'express';

export const ROUTER_OPTIONS = { caseSensitive: true, strict: false } as const;

export const createRouter = (): Router => express.Router(ROUTER_OPTIONS);
