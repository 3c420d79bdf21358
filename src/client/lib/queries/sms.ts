import { useQuery } from '@tanstack/react-query';
import type { SmsSettings } from '../../../shared/sms';
import { api } from '../api-client';

export const smsKeys = {
  all: ['sms'] as const,
  settings: () => [...smsKeys.all, 'settings'] as const,
};

/**
 * GET /api/sms/settings (issue #30): whether the server sends texts (and how), the region of
 * phone numbers, the company's name. They change only with a restart: read once a session.
 */
export function useSmsSettings(enabled = true) {
  return useQuery({
    queryKey: smsKeys.settings(),
    queryFn: ({ signal }) => api<SmsSettings>('/api/sms/settings', { signal }),
    staleTime: Infinity,
    enabled,
  });
}
