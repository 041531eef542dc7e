export function CommissionsPage() {
  return (
    <>
      <h1>Commissions</h1>
      <p>Commission updates are not built yet.</p>
    </>
  );
}
