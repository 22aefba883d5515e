import { twMerge } from "tailwind-merge";

/**
 * Joins class names, skipping the falsy ones so conditions can be written inline; when two
 * Tailwind classes set the same property (`h-10 h-11`), the later one wins and the earlier is
 * dropped.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes);
}
