// Prerendered pages (scripts/prerender-pages.ts) paint from their HTML and stylesheet alone. The
// app's scripts wait in <template id="app-scripts"> and are added once that first frame is on
// screen, so that nothing competes with it; they only make the page interactive.
(() => {
  const template = document.getElementById("app-scripts");
  if (!(template instanceof HTMLTemplateElement)) return;
  const addScripts = () => {
    for (const original of template.content.querySelectorAll("script, link")) {
      const copy = document.createElement(original.localName);
      for (const { name, value } of original.attributes) copy.setAttribute(name, value);
      document.head.append(copy);
    }
  };
  requestAnimationFrame(() => setTimeout(addScripts, 0));
})();
