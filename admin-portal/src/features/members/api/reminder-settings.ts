import { api } from '@alumni/shared';
import { reminderPaths, type ReminderSettings } from '@alumni/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const reminderKeys = { settings: (associationId: number) => ['reminder-settings', associationId] as const };

/** Whether the association's members are mailed before their membership ends. */
export const useReminderSettings = (associationId: number) =>
  useQuery({
    queryKey: reminderKeys.settings(associationId),
    queryFn: async () => (await api.get(reminderPaths.settings(associationId))).data,
  });

export function useSetReminderSettings(associationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ReminderSettings) =>
      (await api.put(reminderPaths.settings(associationId), settings)).data,
    onSuccess: (settings) => queryClient.setQueryData(reminderKeys.settings(associationId), settings),
  });
}
