import type { Language } from "../language";

/**
 * The machinery of the message catalogues (decisions.md section 11). A catalogue is an English
 * object of texts keyed by stable ids (`as const`, so each text's type is its literal) and, for
 * every other language, an object of type `Translation<typeof English>`: the compiler refuses a
 * missing or an extra key. A text names its variable parts `{like_this}`; a translation uses the
 * same names (checked by each catalogue's unit test), and the caller's parameters are typed from
 * the English text.
 */

/** The `{names}` of a text, as a union of string literal types. */
export type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

export type Param = string | number;

/** The parameters a text takes: none, or one value for each of its placeholders. */
export type ParamsOf<Text extends string> = [Placeholders<Text>] extends [never]
  ? []
  : [params: Record<Placeholders<Text>, Param>];

/** Another language's version of a catalogue: every key, each a text. */
export type Translation<English extends Record<string, string>> = { readonly [Key in keyof English]: string };

/** A catalogue in every language, English first. */
export type Catalogue<English extends Record<string, string>> = { readonly en: English } & {
  readonly [L in Exclude<Language, "en">]: Translation<English>;
};

const PLACEHOLDER = /\{(\w+)\}/g;

/** The text with each `{name}` replaced by its parameter; a name without one stays as written. */
export function fillPlaceholders(template: string, params: Readonly<Record<string, Param>> = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The placeholder names of a text, sorted and each once: what the catalogue tests compare. */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] ?? ""))].sort();
}

/** A catalogue's translate function: `(language, key, params?)`, typed from the English texts. */
export function translator<English extends Record<string, string>>(catalogue: Catalogue<English>) {
  return <Key extends keyof English & string>(
    language: Language,
    key: Key,
    ...params: ParamsOf<English[Key]>
  ): string => fillPlaceholders(catalogue[language][key] as string, params[0]);
}

interface Pattern {
  key: string;
  regex: RegExp;
  names: string[];
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A function that finds an English text of the catalogue in any message it is given (a text
 * without placeholders by equality, one with placeholders by its shape, the most specific shape
 * first) and writes it in the language asked for, with the values it carried; a message it does
 * not know, or any message in English, comes back unchanged. `translateValue` may translate a
 * carried value (zod's type names, say).
 */
export function messageLocalizer<English extends Record<string, string>>(
  catalogue: Catalogue<English>,
  translateValue: (key: string, name: string, value: string, language: Language) => string = (
    _key,
    _name,
    value,
  ) => value,
): (message: string, language: Language) => string {
  // Built on the first translation, so a page that never translates pays nothing at load.
  let built: { exact: Map<string, string>; patterns: Pattern[] } | undefined;
  const build = () => {
    const exact = new Map<string, string>();
    const patterns: Pattern[] = [];
    for (const [key, text] of Object.entries(catalogue.en) as [string, string][]) {
      const names = Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? "");
      if (names.length === 0) {
        if (!exact.has(text)) exact.set(text, key);
        continue;
      }
      const source = text
        .split(PLACEHOLDER)
        .map((part, index) => (index % 2 === 1 ? "(.+?)" : escapeRegex(part)))
        .join("");
      patterns.push({ key, regex: new RegExp(`^${source}$`, "s"), names });
    }
    // The longest literal text first: "… expected {a}, received undefined" before "… expected {a}, received {b}".
    const literalLength = (pattern: Pattern) =>
      (catalogue.en[pattern.key] as string).replace(PLACEHOLDER, "").length;
    patterns.sort((a, b) => literalLength(b) - literalLength(a));
    return { exact, patterns };
  };

  return (message, language) => {
    if (language === "en") return message;
    built ??= build();
    const { exact, patterns } = built;
    const texts = catalogue[language] as Record<string, string>;
    const key = exact.get(message);
    if (key !== undefined) return texts[key] ?? message;
    for (const pattern of patterns) {
      const match = pattern.regex.exec(message);
      if (!match) continue;
      const params: Record<string, string> = {};
      pattern.names.forEach((name, index) => {
        params[name] = translateValue(pattern.key, name, match[index + 1] ?? "", language);
      });
      const text = texts[pattern.key];
      return text === undefined ? message : fillPlaceholders(text, params);
    }
    return message;
  };
}

/**
 * Keys whose translation is missing, or whose placeholders differ from the English text's, in
 * every language of a catalogue: what each catalogue's unit test expects to be empty.
 */
export function catalogueProblems<English extends Record<string, string>>(
  catalogue: Catalogue<English>,
): string[] {
  const problems: string[] = [];
  for (const [language, texts] of Object.entries(catalogue) as [Language, Record<string, string>][]) {
    if (language === "en") continue;
    for (const key of Object.keys(catalogue.en)) {
      const text = texts[key];
      if (typeof text !== "string" || text.trim() === "") problems.push(`${language}: ${key} is missing`);
      else if (placeholdersOf(text).join() !== placeholdersOf(catalogue.en[key] as string).join())
        problems.push(`${language}: ${key} has placeholders ${placeholdersOf(text).join()}`);
    }
    for (const key of Object.keys(texts)) {
      if (!Object.hasOwn(catalogue.en, key)) problems.push(`${language}: ${key} is not an English key`);
    }
  }
  return problems;
}
