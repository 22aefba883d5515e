import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { App } from "#server/app";

let counter = 0;

/** A valid registration body; each call gets a new e-mail unless one is given. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const email = (overrides.email as string | undefined) ?? `voter${counter}-${process.pid}@example.org`;
  return {
    name: "Pat Voter",
    email,
    confirmEmail: email,
    password: "a long enough secret",
    confirmPassword: "a long enough secret",
    address: "100 Main Street",
    city: "Anchorage",
    state: "AK",
    zip: "99501",
    phone: "907-555-0100",
    registeredParty: "Independent",
    ...overrides,
  };
}

export interface SignedIn {
  cookie: string;
  user: { id: number; email: string } & Record<string, unknown>;
  /** app.inject with this voter's session cookie. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const pair = header?.split(";")[0];
  if (!pair) throw new Error("no session cookie was set");
  return pair;
}

export async function signIn(app: App, email: string, password: string): Promise<SignedIn> {
  const res = await app.inject({ method: "POST", url: "/api/login", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieFrom(res.headers["set-cookie"]);
  return {
    cookie,
    user: res.json().user,
    inject: (options) => app.inject({ ...options, headers: { ...options.headers, cookie } }),
  };
}

/** Registers a new voter and signs them in. */
export async function newVoter(app: App, overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const body = registration(overrides);
  const res = await app.inject({ method: "POST", url: "/api/register", payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return signIn(app, body.email, body.password);
}
