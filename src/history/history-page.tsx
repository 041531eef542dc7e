export function HistoryPage() {
  return (
    <>
      <h1>History</h1>
      <p>The local activity history is not built yet.</p>
    </>
  );
}
