/**
 * Opens a network's share page in a 600×400 pop-up (a new tab where pop-ups are not possible).
 * `noopener` keeps the shared page from reaching back into ours.
 */
export function openShareWindow(url: string): void {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - 600) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - 400) / 2));
  window.open(url, "_blank", `noopener,noreferrer,width=600,height=400,left=${left},top=${top}`);
}
