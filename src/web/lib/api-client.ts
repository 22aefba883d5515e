import { DEFAULT_LANGUAGE, type Language } from "#shared/language";

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

/** How calls reach the API: the browser's fetch, or the server's own routes while it renders a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Used by the server-side renderer (app/prerender.tsx), never in the browser. */
export function setApiTransport(serverTransport: typeof fetch) {
  transport = serverTransport;
}

/** The page's language, which the API's messages and communication templates answer in. */
let language: Language = DEFAULT_LANGUAGE;

/** Set once by the browser's entry, from the page's address. */
export function setApiLanguage(pageLanguage: Language) {
  language = pageLanguage;
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
  const response = await transport(path, {
    method,
    signal,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      "Accept-Language": language,
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
