/** A non-OK answer from our API, keeping the status so callers can branch on it (e.g. 401, 404). */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The message every failed call carries: "{status}: {body text, or the status text when the body is empty}". */
export function apiErrorMessage(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText.trim() || statusText}`;
}

export interface ApiRequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls our own API. The session cookie identifies the visitor, so no user id is ever added to
 * the URL or body. Resolves to the parsed JSON body, or undefined for 204 No Content.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = "GET", body, signal } = options;
  const response = await fetch(path, {
    method,
    signal,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new ApiError(response.status, apiErrorMessage(response.status, response.statusText, text));
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { signal });
}
