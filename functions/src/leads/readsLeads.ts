/** Who may read leads: admins and holders of the `leads` key, as the rules' can('leads') says. */
export function readsLeads(record: Record<string, unknown>): boolean {
  const permissions = record.permissions as Record<string, unknown> | undefined;
  return record.role === 'admin' || permissions?.leads === true;
}
