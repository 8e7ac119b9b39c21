/** Saves a file under its name, without ever putting its content in a URL the page shows. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the object URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a base64 PDF (the provider's statement) under the given file name. */
export function saveBase64Pdf(b64: string, fileName: string): void {
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  saveFile(new Blob([bytes], { type: 'application/pdf' }), fileName);
}
