/**
 * Part 4 of bench:correspondence, also run by correspondence-remeasure.ts on a kept database: one more
 * item sent to everyone once the table is full (ITEMS × receivers rows and their indexes, what a real
 * send meets), with the inbox read one call after another while the job delivers it.
 */
export async function fanOutWhileReading(o: {
  send: () => Promise<number>;
  deliver: (id: number) => Promise<number | null>;
  read: () => Promise<number>;
}): Promise<{ people: number | null; ms: number; during: number[] }> {
  const id = await o.send();
  let delivering = true;
  const start = process.hrtime.bigint();
  const job = o.deliver(id).finally(() => { delivering = false; });
  const during: number[] = [];
  while (delivering) during.push(await o.read());
  const people = await job;
  return { people, ms: Number(process.hrtime.bigint() - start) / 1e6, during };
}
