import type { ReactNode } from 'react';

/** Label and value rows of a detail card; rows without a value are left out. */
export function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="m-fields">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
