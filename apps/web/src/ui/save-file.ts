/** Saves bytes the page holds (a CSV, a PDF) as a download, through a temporary link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start reading the blob only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
