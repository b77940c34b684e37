/**
 * Hands a file to the browser's download, as a link with `download` would (Safari on iPhone offers
 * a pass to Wallet this way). The address is let go after `keepMs`: at once suits a download, which
 * the browser has taken once the click's task is over.
 */
export function saveFile(blob: Blob, fileName: string, keepMs = 0) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), keepMs);
}
