import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyRules, CompanyRulesPatch } from '../../../shared/company-rules';
import { api } from '../../lib/api-client';

export const settingsKeys = {
  all: ['settings'] as const,
  rules: () => [...settingsKeys.all, 'rules'] as const,
};

/** GET /api/settings: the company's rules (the defaults until an admin saves). */
export function useCompanyRules() {
  return useQuery({
    queryKey: settingsKeys.rules(),
    queryFn: ({ signal }) => api<CompanyRules>('/api/settings', { signal }),
  });
}

/** PATCH /api/settings (admins): the rules given change; the answer is all of them. */
export function useSaveCompanyRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: CompanyRulesPatch) =>
      api<CompanyRules>('/api/settings', { method: 'PATCH', body: patch }),
    onSuccess: (rules) => queryClient.setQueryData(settingsKeys.rules(), rules),
  });
}
