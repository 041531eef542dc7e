const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as a datetime-local value, to the second, in this device's time zone. */
export function toLocalInput(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * Order time's instant: a typed time's chosen one (epoch ms as text) while Order time still shows
 * its local time, else Order time's own reading, which in an hour that happens twice is the first.
 */
export function chosenInstant<T extends number | undefined>(
  orderTime: T,
  instant: string | undefined,
) {
  if (orderTime === undefined || !Number.isFinite(orderTime) || instant === undefined)
    return orderTime;
  const chosen = Number(instant);
  return Number.isSafeInteger(chosen) &&
    toLocalInput(new Date(chosen)) === toLocalInput(new Date(orderTime))
    ? chosen
    : orderTime;
}
