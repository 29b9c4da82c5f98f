// Saving a file the back office's API answers: fetched with the session cookie (a plain GET needs
// no CSRF token), then handed to the browser as a download under the server's name.
/** Fetches a file the server answers to the signed-in member and saves it under the server's name. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw { status: res.status, data: await res.json().catch(() => null) };
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  a.click();
  URL.revokeObjectURL(href);
}
