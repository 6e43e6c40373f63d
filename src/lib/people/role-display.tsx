import type { RoleDisplay as RoleDisplayValue } from '@/contracts/people';

/** Spec 1 §3: company - department - role, struck through where the part is deleted. */
export function RoleDisplay({ value }: { value: RoleDisplayValue }) {
  const parts = [value.company, value.department, value.role];
  return (
    <span className="apron-role-display">
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && ' - '}
          <span className={part.deleted ? 'apron-deleted' : undefined}>{part.name}</span>
        </span>
      ))}
    </span>
  );
}
