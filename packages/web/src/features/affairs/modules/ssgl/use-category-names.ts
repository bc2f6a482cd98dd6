import { useQuery } from '@tanstack/react-query';
import { useViewStore } from '../../../../stores/view';
import { endpointKey } from '../../../../api/endpoint-call';
import { dorm, dormEndpoints } from './api';

/** The discipline categories' names in the reader's language, from the record form's options. */
export function useCategoryNames(enabled = true) {
  const language = useViewStore((s) => s.language);
  const form = useQuery({
    // The form comes in the reader's language: one query per language.
    queryKey: endpointKey(dormEndpoints.disciplineForm, language),
    queryFn: dorm.disciplineForm,
    staleTime: Infinity,
    enabled,
  });
  const options = form.data?.fields.find((f) => f.key === 'category');
  const names = new Map(
    (options && 'options' in options ? (options.options ?? []) : []).map((o) => [o.value, String(o.label)]),
  );
  return { form, name: (value: string) => names.get(value) ?? value };
}
