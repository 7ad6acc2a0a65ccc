/**
 * The owner's switch (issue 28 §2): whether managers see the money columns of the reports. Saved
 * as it is flipped; the server decides what each reader is sent, so the switch only asks it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { card } from '#web/console/components/classes.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { reportSettingsQuery, saveReportSettings } from './api.ts';

export function MoneySwitch() {
  const queryClient = useQueryClient();
  const settings = useQuery(reportSettingsQuery);
  const save = useMutation({
    mutationFn: saveReportSettings,
    onSuccess: (saved) => queryClient.setQueryData(reportSettingsQuery.queryKey, saved),
  });
  const on = save.isPending
    ? save.variables.managersSeeMoney
    : (settings.data?.managersSeeMoney ?? false);

  return (
    <section aria-labelledby="money-switch-heading" className={`${card} mt-8`}>
      <h2 id="money-switch-heading" className="font-sans text-lg font-semibold text-teal-900">
        Who sees the money
      </h2>
      {settings.isError && <FormAlertRegion message={messageOf(settings.error)} />}
      {settings.data && (
        <label className="mt-2 flex min-h-11 items-center gap-3 text-ink">
          <input
            type="checkbox"
            checked={on}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ managersSeeMoney: event.target.checked })}
            className="h-5 w-5 accent-teal-800"
          />
          Managers see the money
        </label>
      )}
      <p role="status" className="mt-1 text-sm text-ink-soft">
        {save.isSuccess
          ? `Saved. Managers ${save.data.managersSeeMoney ? 'now see' : 'no longer see'} revenue, rates, payments and statements.`
          : on
            ? 'On: managers see every figure, the statements and the payments export.'
            : 'Off: managers see nights, occupancy and arrivals, and no amount of money.'}
      </p>
      {save.isError && <FormAlertRegion message={messageOf(save.error)} />}
    </section>
  );
}
