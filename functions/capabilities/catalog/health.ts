export async function health() {
  return { ok: true as const, time: new Date().toISOString() };
}
