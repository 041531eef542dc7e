export function ImportPage() {
  return (
    <>
      <h1>Import</h1>
      <p>Bulk import of orders is not built yet.</p>
    </>
  );
}
