/** Saves a text as a file through a temporary link (the browser's download). */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // revoked a little later: some browsers start reading the blob only after the click handler returns
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
