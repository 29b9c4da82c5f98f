// Saves a file the storefront fetched itself (with the customer's token, which a plain link
// cannot send) under the name the server gave it.

/** The file name of a Content-Disposition header (`attachment; filename="x.pdf"`), else the fallback. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  const match = header?.match(/filename="([^"]+)"|filename=([^;\s]+)/i);
  return match?.[1] ?? match?.[2] ?? fallback;
}

/** Hands an object URL to the browser as a download, then lets the blob go. */
export function saveObjectUrl(url: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The download has started from the URL by the time the click returns; a moment's grace for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
