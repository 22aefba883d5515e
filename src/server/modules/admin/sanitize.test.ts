import { describe, expect, it } from "vitest";
import { sanitizeAdditionalInfo } from "./sanitize";

describe("sanitizeAdditionalInfo", () => {
  it("keeps the allow-listed formatting", () => {
    const html =
      "<h3>Title</h3><h4>Sub</h4>" +
      "<p>A <strong>b</strong> <em>c</em> <b>d</b> <i>e</i> <u>f</u><br /></p>" +
      "<ol><li>1</li></ol><ul><li>2</li></ul>";
    expect(sanitizeAdditionalInfo(html)).toBe(html);
  });

  it("opens http, https and mailto links in a new tab without an opener", () => {
    for (const href of ["http://example.org/", "https://vote.gov/", "mailto:help@example.org"]) {
      expect(sanitizeAdditionalInfo(`<a href="${href}" target="_self" rel="opener">x</a>`)).toBe(
        `<a href="${href}" rel="noopener noreferrer" target="_blank">x</a>`,
      );
    }
  });

  it("drops every other scheme, including disguised javascript:", () => {
    for (const href of [
      "javascript:alert(1)",
      " JAVASCRIPT:alert(1)",
      "java&#x09;script:alert(1)",
      "jav&#x61;script:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:x",
      "//attacker.example/",
    ]) {
      expect(sanitizeAdditionalInfo(`<a href="${href}">x</a>`), href).toBe(
        '<a rel="noopener noreferrer" target="_blank">x</a>',
      );
    }
  });

  it("removes scripts, styles, frames and event handlers with their content", () => {
    const html =
      '<p onclick="x()" style="color:red" class="c" id="i">ok</p><script>evil()</script><style>p{}</style>' +
      '<iframe src="https://attacker.example">inside</iframe><noscript>ns</noscript><img src=x onerror=alert(1)>' +
      "<object data=x>obj</object><template><p>t</p></template>";
    expect(sanitizeAdditionalInfo(html)).toBe("<p>ok</p>");
  });

  it("unwraps unknown tags but keeps their text, and stores nothing for nothing", () => {
    expect(sanitizeAdditionalInfo("<div><span>text</span></div>")).toBe("text");
    expect(sanitizeAdditionalInfo("<script>x</script>  ")).toBeNull();
  });
});
