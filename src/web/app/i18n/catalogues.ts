import type { Language } from "#shared/language";

type Catalogue = Record<string, unknown>;

/**
 * Every message catalogue, one chunk per namespace and language, loaded only when a page needs
 * it: `components/messages/es.ts` is the "components" namespace in Spanish, and
 * `features/<feature>/messages/en.ts` a feature's own in English.
 */
const LOADERS = import.meta.glob<Catalogue>(
  ["../../components/messages/*.ts", "../../entities/messages/*.ts", "../../features/*/messages/*.ts"],
  { import: "default" },
);

export type Namespace = keyof import("./messages-type").AppMessages;

/** What every page shows: the header, footer and shared pieces, and the entities' components. */
export const SHARED_NAMESPACES = ["components", "entities"] as const satisfies readonly Namespace[];

function loaderOf(namespace: Namespace, language: Language) {
  const folder = (SHARED_NAMESPACES as readonly string[]).includes(namespace)
    ? `../../${namespace}`
    : `../../features/${namespace}`;
  const load = LOADERS[`${folder}/messages/${language}.ts`];
  if (!load) throw new Error(`No ${language} catalogue for the "${namespace}" namespace`);
  return load;
}

/** The messages of one language, by namespace, as far as they have been loaded. */
const loaded: Record<Language, Catalogue> = { en: {}, es: {} };

/**
 * The same object for the whole life of the page: a namespace is added to it before any page
 * that uses it renders (loadNamespaces), and is never replaced.
 */
export function messagesOf(language: Language): Catalogue {
  return loaded[language];
}

/** Loads these namespaces of a language, once each. */
export async function loadNamespaces(language: Language, namespaces: readonly Namespace[]): Promise<void> {
  const messages = loaded[language];
  await Promise.all(
    namespaces
      .filter((namespace) => !(namespace in messages))
      .map(async (namespace) => {
        messages[namespace] = await loaderOf(namespace, language)();
      }),
  );
}
