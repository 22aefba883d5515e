import type { RequestSpec } from "./http";

export type Target = { minRatio: number } | { maxP99Ms: number };

export interface BenchCase extends RequestSpec {
  name: string;
  path: string;
  /** From the issue: the list and profiles near a bare route, the ZIP lookup fast at the tail. */
  target: Target;
}

const NEAR_BARE: Target = { minRatio: 0.8 };

export const CASES: BenchCase[] = [
  { name: "List", path: "/api/legislators", method: "GET", headers: {}, target: NEAR_BARE },
  {
    name: "List, gzip",
    path: "/api/legislators",
    method: "GET",
    headers: { "Accept-Encoding": "gzip" },
    target: NEAR_BARE,
  },
  {
    name: "Profile by slug",
    path: "/api/legislators/nancy-pelosi",
    method: "GET",
    headers: {},
    target: NEAR_BARE,
  },
  {
    name: "Profile page (server-rendered HTML)",
    path: "/legislators/nancy-pelosi",
    method: "GET",
    headers: { "Accept-Encoding": "gzip" },
    target: NEAR_BARE,
  },
  {
    name: "Filtered list (TX representatives)",
    path: "/api/legislators?state=TX&type=rep",
    method: "GET",
    headers: {},
    target: NEAR_BARE,
  },
  {
    name: "ZIP lookup (POST)",
    path: "/api/pledge/find-legislators",
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ address: "1100 Congress Ave", city: "Austin", state: "TX", zip: "78701" }),
    target: { maxP99Ms: 5 },
  },
];
