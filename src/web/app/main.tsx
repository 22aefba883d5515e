import "./zod-config";
import "../styles.css";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { splitLanguagePath } from "#shared/language";
import { setApiLanguage } from "../lib/api-client";
import { createQueryClient } from "../lib/query-client";
import { App } from "./app";
import { applyPageData, readPageData } from "./page-data";
import { preloadPage } from "./routes";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

setApiLanguage(splitLanguagePath(window.location.pathname).language);
// The page's code and its messages in the page's language come first: a page renders complete.
const pageReady = preloadPage(window.location.pathname);

if (container.hasChildNodes()) {
  // A public page arrives rendered: at build time (scripts/prerender-pages.ts), or by the server
  // with its data (a legislator's profile). With the page's code loaded and its data in the cache
  // first, React takes over the markup in one pass, before anything arrives that could make the
  // first render differ from it; as a transition, that pass yields to the browser as it goes.
  const queryClient = createQueryClient();
  const data = readPageData(document);
  if (data) applyPageData(queryClient, data);
  pageReady.finally(() =>
    startTransition(() => {
      hydrateRoot(container, <App queryClient={queryClient} />);
    }),
  );
} else {
  pageReady.finally(() => createRoot(container).render(<App />));
}
