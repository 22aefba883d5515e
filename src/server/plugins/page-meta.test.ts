import { describe, expect, it } from "vitest";
import { renderIndexHtml } from "./page-meta";

const template = `<!doctype html><html lang="en"><head>
<title>Pledge Watch</title>
<meta name="description" content="default" />
</head><body></body></html>`;

describe("renderIndexHtml", () => {
  it("sets the title, description and social preview tags", () => {
    const html = renderIndexHtml(template, {
      language: "en",
      title: "Lisa Murkowski (Republican, AK) · Pledge Watch",
      description: "Senator Lisa Murkowski of AK",
      url: "https://example.org/legislators/lisa-murkowski",
      image: {
        url: "https://example.org/og/legislators/lisa-murkowski.png",
        alt: "Lisa Murkowski: 12 pledges",
      },
    });
    expect(html).toContain("<title>Lisa Murkowski (Republican, AK) · Pledge Watch</title>");
    expect(html).toContain('<meta name="description" content="Senator Lisa Murkowski of AK" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://example.org/legislators/lisa-murkowski" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://example.org/og/legislators/lisa-murkowski.png" />',
    );
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:alt" content="Lisa Murkowski: 12 pledges" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<meta name="twitter:image" content="https://example.org/og/legislators/lisa-murkowski.png" />',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("escapes what it inserts", () => {
    const html = renderIndexHtml(template, {
      language: "en",
      title: '"><script>x</script>',
      description: "a & b",
      url: "https://e.org/",
    });
    expect(html).not.toContain("<script>x");
    expect(html).toContain("&quot;&gt;&lt;script&gt;x&lt;/script&gt;");
    expect(html).toContain("a &amp; b");
  });

  it("keeps the page's own title and description when only the address is given", () => {
    const html = renderIndexHtml(template.replace("default", "Answers &amp; more"), {
      language: "en",
      url: "https://e.org/faq",
    });
    expect(html).toContain("<title>Pledge Watch</title>");
    expect(html).toContain('<meta property="og:title" content="Pledge Watch" />');
    expect(html).toContain('<meta name="twitter:description" content="Answers &amp; more" />');
  });

  it("marks a Spanish page's language and links it to its English twin both ways", () => {
    const alternates = { en: "https://e.org/faq", es: "https://e.org/es/faq" };
    const spanish = renderIndexHtml(template, { language: "es", alternates, url: alternates.es });
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('<meta property="og:locale" content="es_US" />');
    const english = renderIndexHtml(template, { language: "en", alternates, url: alternates.en });
    expect(english).toContain('<html lang="en">');
    for (const html of [spanish, english]) {
      expect(html).toContain('<link rel="alternate" hreflang="en" href="https://e.org/faq" />');
      expect(html).toContain('<link rel="alternate" hreflang="es" href="https://e.org/es/faq" />');
      expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://e.org/faq" />');
    }
  });

  it("links no twin for a page in English only", () => {
    const html = renderIndexHtml(template, { language: "en", url: "https://e.org/admin" });
    expect(html).not.toContain("hreflang");
  });
});
