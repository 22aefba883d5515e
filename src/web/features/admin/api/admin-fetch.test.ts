import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearAdminSession,
  getAdminSession,
  onAdminUnauthorized,
  setAdminSession,
} from "#web/entities/session/admin-session";
import { ApiError } from "#web/lib/api-client";
import { adminFetchCsv, adminRequest, attachmentName } from "./admin-fetch";

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const headersOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;

afterEach(() => {
  vi.unstubAllGlobals();
  clearAdminSession();
});

describe("adminRequest", () => {
  it("sends the stored token as a bearer credential, and the cookie", async () => {
    setAdminSession({ token: "t".repeat(43), id: 1 });
    const fetchMock = stubFetch(Response.json({ users: [] }));
    await expect(adminRequest("/api/admin/users")).resolves.toEqual({ users: [] });
    expect(headersOf(fetchMock).Authorization).toBe(`Bearer ${"t".repeat(43)}`);
    expect(fetchMock.mock.calls[0]![1]!.credentials).toBe("same-origin");
  });

  it("sends no Authorization header without a token (a signed-in admin's cookie does)", async () => {
    const fetchMock = stubFetch(Response.json({}));
    await adminRequest("/api/admin/stats");
    expect(headersOf(fetchMock).Authorization).toBeUndefined();
  });

  it("forgets the token and says so on a 401", async () => {
    setAdminSession({ token: "t".repeat(43), id: 1 });
    const lost = vi.fn();
    const stop = onAdminUnauthorized(lost);
    stubFetch(Response.json({ message: "Administrator sign-in required" }, { status: 401 }));
    await expect(adminRequest("/api/admin/stats")).rejects.toBeInstanceOf(ApiError);
    expect(getAdminSession()).toBeNull();
    expect(lost).toHaveBeenCalledOnce();
    stop();
  });

  it("keeps the session when the login itself answers 401", async () => {
    const lost = vi.fn();
    const stop = onAdminUnauthorized(lost);
    stubFetch(Response.json({ message: "Invalid username or password" }, { status: 401 }));
    await expect(
      adminRequest("/api/admin/login", { method: "POST", body: {}, keepSessionOn401: true }),
    ).rejects.toThrow("401: ");
    expect(lost).not.toHaveBeenCalled();
    stop();
  });
});

describe("CSV exports", () => {
  it("take the server's file name", async () => {
    setAdminSession({ token: "t".repeat(43), id: 1 });
    const fetchMock = stubFetch(
      new Response("state,name\n", {
        headers: { "content-disposition": 'attachment; filename="state-pledges-2026-11-21.csv"' },
      }),
    );
    await expect(adminFetchCsv("/api/admin/export/states.csv", "states.csv")).resolves.toEqual({
      name: "state-pledges-2026-11-21.csv",
      text: "state,name\n",
    });
    expect(headersOf(fetchMock).Authorization).toMatch(/^Bearer /);
  });

  it("fall back to a default name", () => {
    expect(attachmentName(null, "states.csv")).toBe("states.csv");
    expect(attachmentName('attachment; filename="../x.csv"', "states.csv")).toBe(".._x.csv");
  });
});
