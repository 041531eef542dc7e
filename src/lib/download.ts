// Saves text as a file the browser downloads.

/** Content as one string, or in parts (a large file built a batch at a time). */
export function download(filename: string, content: string | BlobPart[], type = 'text/plain') {
  const url = URL.createObjectURL(
    new Blob(typeof content === 'string' ? [content] : content, { type }),
  );
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

export const stampedName = (base: string, ext: string) =>
  `${base}-${new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '')}.${ext}`;
