export function DashboardPage() {
  return (
    <main aria-label="Dashboard">
      <h1>Dashboard</h1>
    </main>
  )
}
