import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanySettings, CompanySettingsPatch } from '../../../shared/company-settings';
import { api } from '../../lib/api-client';

export const settingsKeys = {
  all: ['settings'] as const,
  rules: () => [...settingsKeys.all, 'rules'] as const,
};

/** GET /api/settings: the company's rules and attendance settings (the defaults until saved). */
export function useCompanyRules() {
  return useQuery({
    queryKey: settingsKeys.rules(),
    queryFn: ({ signal }) => api<CompanySettings>('/api/settings', { signal }),
  });
}

/** PATCH /api/settings (admins): the rules or settings given change; the answer is all of them. */
export function useSaveCompanyRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: CompanySettingsPatch) =>
      api<CompanySettings>('/api/settings', { method: 'PATCH', body: patch }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.rules(), settings),
  });
}
