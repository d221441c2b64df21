/**
 * Date stamps for numbers, keys and file names, and the one display format of a time, all in one place and all
 * in local time (the server's TZ, the browser's zone): a number made just after midnight carries the day its
 * user sees, not UTC's.
 */
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** yyyyMM */
export function monthStamp(d: Date): string {
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}`;
}

/** yyyyMMdd (task and invoice application numbers) */
export function dayStamp(d: Date): string {
  return `${monthStamp(d)}${pad(d.getDate())}`;
}

/** HHmmss */
function timeStamp(d: Date): string {
  return `${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
}

/** yyyyMMddHHmmss, or yyyyMMdd_HHmmss with a separator (order numbers, export file names) */
export function secondStamp(d: Date, separator = ''): string {
  return `${dayStamp(d)}${separator}${timeStamp(d)}`;
}

/** yyyy-MM-dd */
export function isoDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** yyyy-MM-dd HH:mm:ss, the console's way of showing a time (sheets, lists) */
export function displayTime(d: Date): string {
  return `${isoDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
