// Saves text as a file the browser downloads.

export function download(filename: string, content: string, type = 'text/plain') {
  const url = URL.createObjectURL(new Blob([content], { type }));
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
