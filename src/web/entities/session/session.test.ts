import { MutationObserver, type QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { User } from "#shared/accounts";
import { currentToasts } from "#web/components/ui/use-toast";
import { createQueryClient } from "#web/lib/query-client";
import { entitiesTranslator } from "#web/test/translators";
import { fetchCurrentUser, sessionKeys } from "./current-user";
import { loginMutation } from "./login";
import { logoutMutation } from "./logout";
import { registerMutation } from "./register";

/** The toasts in English, as the hooks word them on an English page. */
const t = entitiesTranslator("en");

const user = { id: 7, name: "Pat Voter", email: "pat@example.org" } as User;

function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const lastToast = () => currentToasts().at(-1);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("fetchCurrentUser", () => {
  it("returns the signed-in voter, asking the session call that never answers 401", async () => {
    const fetchMock = stubFetch(Response.json({ user }));
    await expect(fetchCurrentUser()).resolves.toEqual(user);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/session");
  });

  it("returns null when nobody is signed in", async () => {
    stubFetch(Response.json({ user: null }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it("lets any other failure through", async () => {
    stubFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(fetchCurrentUser()).rejects.toThrow("503: Service Unavailable");
  });
});

function withCachedData(queryClient: QueryClient) {
  queryClient.setQueryData(sessionKeys.currentUser, null);
  queryClient.setQueryData(["user-pledges"], [{ id: 1 }]);
  queryClient.setQueryData(["legislators"], [{ id: 2 }]);
}

describe("login", () => {
  it("caches the voter, refreshes the rest and confirms", async () => {
    const queryClient = createQueryClient();
    withCachedData(queryClient);
    const fetchMock = stubFetch(Response.json({ user }));
    await new MutationObserver(queryClient, loginMutation(queryClient, t)).mutate({
      email: "pat@example.org",
      password: "a long enough secret",
    });
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/login");
    expect(queryClient.getQueryData(sessionKeys.currentUser)).toEqual(user);
    expect(queryClient.getQueryState(sessionKeys.currentUser)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(["legislators"])?.isInvalidated).toBe(true);
    expect(lastToast()).toMatchObject({
      title: "Login successful",
      description: "You've been logged in successfully.",
    });
  });

  it("shows the server's reason, or a default one", async () => {
    const queryClient = createQueryClient();
    stubFetch(Response.json({ message: "This account is inactive" }, { status: 403 }));
    const observer = new MutationObserver(queryClient, loginMutation(queryClient, t));
    await expect(observer.mutate({ email: "pat@example.org", password: "whatever123" })).rejects.toThrow();
    expect(lastToast()).toMatchObject({
      title: "Login failed",
      description: "This account is inactive",
      variant: "destructive",
    });

    stubFetch(new Response("", { status: 502, statusText: "Bad Gateway" }));
    await expect(observer.mutate({ email: "pat@example.org", password: "whatever123" })).rejects.toThrow();
    expect(lastToast()).toMatchObject({ title: "Login failed", description: "Invalid email or password" });
  });
});

describe("logout", () => {
  it("clears the voter, drops unused data, refreshes the rest and confirms", async () => {
    const queryClient = createQueryClient();
    withCachedData(queryClient);
    queryClient.setQueryData(sessionKeys.currentUser, user);
    stubFetch(new Response(null, { status: 204 }));
    await new MutationObserver(queryClient, logoutMutation(queryClient, t)).mutate();
    expect(queryClient.getQueryData(sessionKeys.currentUser)).toBeNull();
    expect(queryClient.getQueryData(["user-pledges"])).toBeUndefined();
    expect(lastToast()).toMatchObject({
      title: "Logged out",
      description: "You've been logged out successfully.",
    });
  });

  it("says so when it fails", async () => {
    const queryClient = createQueryClient();
    stubFetch(new Response("", { status: 500, statusText: "Internal Server Error" }));
    await expect(
      new MutationObserver(queryClient, logoutMutation(queryClient, t)).mutate(),
    ).rejects.toThrow();
    expect(lastToast()).toMatchObject({ title: "Logout failed", variant: "destructive" });
  });
});

describe("register", () => {
  const input = {
    name: "Pat Voter",
    email: "pat@example.org",
    confirmEmail: "pat@example.org",
    password: "a long enough secret",
    confirmPassword: "a long enough secret",
    address: "100 Main Street",
    city: "Anchorage",
    state: "AK",
    zip: "99501",
    phone: null,
  };

  it("passes the server's message on", async () => {
    stubFetch(Response.json({ message: "Check your inbox to confirm your address." }, { status: 201 }));
    await new MutationObserver(createQueryClient(), registerMutation(t)).mutate(input);
    expect(lastToast()).toMatchObject({
      title: "Registration successful",
      description: "Check your inbox to confirm your address.",
    });
  });

  it("falls back to its own wording on failure", async () => {
    stubFetch(new Response("", { status: 500, statusText: "Internal Server Error" }));
    await expect(
      new MutationObserver(createQueryClient(), registerMutation(t)).mutate(input),
    ).rejects.toThrow();
    expect(lastToast()).toMatchObject({ title: "Registration failed", description: "Registration failed" });
  });
});
