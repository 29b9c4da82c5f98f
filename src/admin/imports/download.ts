// Saving a file the back office's API answers (it needs the staff token, so a plain link cannot fetch it).
/** Fetches a file the server answers with the staff token and saves it under the server's name. */
export async function downloadFile(url: string, token: string | null, fallbackName: string): Promise<void> {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw { status: res.status, data: await res.json().catch(() => null) };
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  a.click();
  URL.revokeObjectURL(href);
}
