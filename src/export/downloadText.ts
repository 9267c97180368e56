// Saves text as a file through a temporary object URL and link (no server round trip).
export const downloadText = (fileName: string, text: string, type = 'text/csv;charset=utf-8'): void =>
  downloadBlob(fileName, new Blob([text], { type }));

/** The same for a file already made as a Blob (a long export, made a piece at a time). */
export const downloadBlob = (fileName: string, blob: Blob): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers lose the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
