/**
 * Saves a file the API answered (its bytes as base64) as the browser's download: a Blob, a
 * link with `download` clicked once, the object URL let go after. What 'Hent PDF' does with
 * a receipt's or credit note's PDF (`DocumentPdf`, shared/api/receipt.ts).
 */
export function saveBase64File(file: {
  file_name: string;
  content_type: string;
  content_base64: string;
}): void {
  const binary = atob(file.content_base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.content_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.file_name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the URL once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
