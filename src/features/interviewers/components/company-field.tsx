import { useEffect, useState } from 'react';
import { Combobox } from '@/components/combobox/combobox';
import { useDebouncedValue } from '@/components/combobox/use-debounced-value';
import { searchCompanies } from '@/features/interviewers/api/companies';
import type { Company } from '@/features/interviewers/types';

/** The company autocomplete waits this long after typing (SPEC.md section 9). */
export const COMPANY_DEBOUNCE_MS = 300;

/** What the field holds: the text, and the id of a company picked from the suggestions (null if typed). */
export type CompanyValue = { name: string; id: string | null };

type CompanyFieldProps = {
  id: string;
  value: CompanyValue;
  onChange: (value: CompanyValue) => void;
  label?: string;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** Said when nothing matches; the default suits forms that add a company they do not find. */
  emptyText?: string;
};

/**
 * Company name with suggestions from GET /api/companies?search= (300 ms debounce). Choosing one keeps
 * its id; editing the text afterwards clears it (the company is then found or created by name).
 */
export function CompanyField({
  id,
  value,
  onChange,
  label = 'Company',
  hint,
  error,
  required = false,
  disabled = false,
  emptyText = 'No matching company: it will be added when you submit.',
}: CompanyFieldProps) {
  const trimmed = value.name.trim();
  const debounced = useDebouncedValue(trimmed, COMPANY_DEBOUNCE_MS);
  const [result, setResult] = useState<{ query: string; companies: Company[] } | null>(null);
  const picking = value.id === null && trimmed !== '';

  useEffect(() => {
    if (!debounced || !picking) return;
    const controller = new AbortController();
    searchCompanies(debounced, controller.signal).then(
      (companies) => setResult({ query: debounced, companies }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Failed to fetch companies', failure);
        setResult({ query: debounced, companies: [] });
      },
    );
    return () => controller.abort();
  }, [debounced, picking]);

  const current = result?.query === trimmed ? result.companies : null;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  return (
    <Combobox
      id={id}
      className="field"
      label={label}
      labelClassName="field-label"
      inputClassName="field-input"
      value={value.name}
      onValueChange={(name) => onChange({ name, id: null })}
      options={(current ?? []).map((company) => ({ key: company._id, content: company.name }))}
      active={picking}
      loading={picking && current === null}
      loadingText="Searching..."
      emptyText={emptyText}
      listLabel="Matching companies"
      maxHeight="10rem"
      onSelect={(key) => {
        const company = current?.find((c) => c._id === key);
        if (company) onChange({ name: company.name, id: company._id });
      }}
      disabled={disabled}
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      beforeInput={
        hint ? (
          <p id={hintId} className="field-hint">
            {hint}
          </p>
        ) : null
      }
      afterInput={
        error ? (
          <p id={errorId} className="field-error">
            {error}
          </p>
        ) : null
      }
    />
  );
}
