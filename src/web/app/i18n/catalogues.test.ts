import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
} from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#shared/language";

const FILES = import.meta.glob<Record<string, unknown>>(
  ["../../components/messages/*.ts", "../../entities/messages/*.ts", "../../features/*/messages/*.ts"],
  { import: "default", eager: true },
);

/**
 * Values a Spanish message may leave out, by message, and why: the call button names no one in
 * Spanish, where "Sen. Murkowski" needs an article ("la senadora") and a full name overflows it.
 */
const DROPPED_IN_SPANISH: Record<string, string[]> = {
  "legislator-profile.callSheet.button": ["shortName"],
};

/** namespace → language → catalogue */
const catalogues = new Map<string, Record<string, Record<string, unknown>>>();
for (const [file, catalogue] of Object.entries(FILES)) {
  const [, namespace, language] = /\/([\w-]+)\/messages\/(\w+)\.ts$/.exec(file)!;
  catalogues.set(namespace!, { ...catalogues.get(namespace!), [language!]: catalogue });
}

/** Every message of a catalogue by its dotted key. */
function leaves(catalogue: Record<string, unknown>, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else for (const [inner, text] of leaves(value as Record<string, unknown>, path)) found.set(inner, text);
  }
  return found;
}

/** The tags a message wraps text in (`<link>…</link>`), sorted. */
function tags(elements: MessageFormatElement[]): string[] {
  const names: string[] = [];
  for (const element of elements) {
    if (isTagElement(element)) names.push(element.value, ...tags(element.children));
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) names.push(...tags(option.value));
    }
  }
  return [...new Set(names)].sort();
}

/**
 * The values a message takes, by name, each with how it is used: "plural" (cardinal), or "value"
 * for a plain, number, date, select or ordinal argument (a translation may select on a value English shows as
 * it is: "{level}" → "{level, select, high {alta} …}").
 */
function argumentsOf(
  elements: MessageFormatElement[],
  found = new Map<string, string>(),
): Map<string, string> {
  for (const element of elements) {
    // An ordinal ("119th") is a value: Spanish writes it "119.º" without choosing a form.
    if (isPluralElement(element) && element.pluralType === "cardinal") found.set(element.value, "plural");
    else if (
      isArgumentElement(element) ||
      isNumberElement(element) ||
      isDateElement(element) ||
      isTimeElement(element) ||
      isSelectElement(element) ||
      isPluralElement(element)
    ) {
      if (!found.has(element.value)) found.set(element.value, "value");
    }
    if (isTagElement(element)) argumentsOf(element.children, found);
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

/** The plural categories each `{n, plural, …}` of a message offers, by argument. */
function pluralCategories(elements: MessageFormatElement[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const element of elements) {
    if (isPluralElement(element)) found.set(element.value, Object.keys(element.options));
  }
  return found;
}

describe("message catalogues", () => {
  it("exist in every language for every namespace", () => {
    expect(catalogues.size).toBeGreaterThan(10);
    for (const [namespace, byLanguage] of catalogues) {
      expect(Object.keys(byLanguage).sort(), namespace).toEqual([...LANGUAGES].sort());
    }
  });

  for (const [namespace, byLanguage] of catalogues) {
    describe(`the "${namespace}" namespace`, () => {
      const english = leaves(byLanguage.en ?? {});
      const spanish = leaves(byLanguage.es ?? {});

      it("has the same keys in Spanish as in English, none missing and none extra", () => {
        expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
      });

      it("gives every Spanish message the English one's arguments and tags, and a text of its own", () => {
        for (const [key, source] of english) {
          const translation = spanish.get(key);
          if (translation === undefined) continue; // reported by the test above
          const en = parse(source);
          const es = parse(translation);
          expect(translation.trim(), `${namespace}.${key} is empty`).not.toBe("");
          const sorted = (map: Map<string, string>) => [...map].sort(([a], [b]) => a.localeCompare(b));
          const expected = argumentsOf(en);
          for (const name of DROPPED_IN_SPANISH[`${namespace}.${key}`] ?? []) expected.delete(name);
          expect(sorted(argumentsOf(es)), `${namespace}.${key} arguments`).toEqual(sorted(expected));
          expect(tags(es), `${namespace}.${key} tags`).toEqual(tags(en));
          // A long sentence left as it is in English was forgotten, not translated.
          if (source.length > 40) expect(translation, `${namespace}.${key} is untranslated`).not.toBe(source);
        }
      });

      it("words every plural for each category Spanish needs", () => {
        const needed = new Intl.PluralRules("es-US").resolvedOptions().pluralCategories;
        for (const [key, translation] of spanish) {
          for (const [argument, categories] of pluralCategories(parse(translation))) {
            // "many" (millions) falls back to "other", which says the same in Spanish; "one" is
            // exactly 1 in Spanish, so "=1" words it too.
            const missing = needed.filter(
              (category) =>
                category !== "many" &&
                !categories.includes(category) &&
                !(category === "one" && categories.includes("=1")),
            );
            expect(missing, `${namespace}.${key} {${argument}} offers ${categories.join(", ")}`).toEqual([]);
          }
        }
      });
    });
  }
});
