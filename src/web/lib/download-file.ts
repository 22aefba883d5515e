/** Saves text as a file through the browser's download (e.g. an .ics calendar entry). */
export function downloadTextFile(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
