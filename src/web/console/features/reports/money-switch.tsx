/**
 * The owner's switch (issue 28 §2, decision 096): whether the managers may open Reports, which
 * they then see without any money. Saved as it is flipped, with the version read (a 412 when
 * someone else saved meanwhile: the switch then shows what is stored); the server decides what
 * each reader is sent, so the switch only asks it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { card } from '#web/console/components/classes.ts';
import { isEditConflict, messageOf } from '#web/console/lib/console-api.ts';
import { reportSettingsQuery, saveReportSettings } from './api.ts';

export function MoneySwitch() {
  const queryClient = useQueryClient();
  const settings = useQuery(reportSettingsQuery);
  const save = useMutation({
    mutationFn: ({ on, version }: { on: boolean; version: string }) =>
      saveReportSettings({ managersSeeReports: on }, version),
    onSuccess: (saved) => queryClient.setQueryData(reportSettingsQuery.queryKey, saved),
    onError: async (error) => {
      if (isEditConflict(error)) await queryClient.invalidateQueries(reportSettingsQuery);
    },
  });
  const on = save.isPending ? save.variables.on : (settings.data?.managersSeeReports ?? false);

  return (
    <section aria-labelledby="money-switch-heading" className={`${card} mt-8`}>
      <h2 id="money-switch-heading" className="font-sans text-lg font-semibold text-teal-900">
        Who sees the reports
      </h2>
      {settings.isError && <FormAlertRegion message={messageOf(settings.error)} />}
      {settings.data && (
        <label className="mt-2 flex min-h-11 items-center gap-3 text-ink">
          <input
            type="checkbox"
            checked={on}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate({ on: event.target.checked, version: settings.data.version })
            }
            className="h-5 w-5 accent-teal-800"
          />
          Managers see the reports, without the money
        </label>
      )}
      <p role="status" className="mt-1 text-sm text-ink-soft">
        {save.isSuccess
          ? `Saved. ${on ? 'Managers now see' : 'Managers no longer see'} the reports.`
          : on
            ? 'On: managers see nights, occupancy, arrivals and cancellations, never an amount of money, a statement or the payments.'
            : 'Off: only you see Reports.'}
      </p>
      {save.isError && (
        <FormAlertRegion
          message={
            isEditConflict(save.error)
              ? 'Someone else changed this switch meanwhile: it now shows what they saved.'
              : messageOf(save.error)
          }
        />
      )}
    </section>
  );
}
