// Saves a Blob as a download through an object URL (revoked once the browser has taken it).
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the url after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
