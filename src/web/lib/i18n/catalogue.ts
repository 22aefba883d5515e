/**
 * A translation of an English catalogue: the same keys, nested the same way, every leaf a string.
 * Spanish catalogues are typed with it, so a key missing from one fails the type check.
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
