/**
 * The one hook the app's forms run on (decision 079): the console's forms, the booking modal, and
 * through `usePageForm` (form-controls.tsx) the public pages' forms (decision 082).
 * A send is a React 19 action (`useActionState`): the form's fields are read, checked with the
 * domain's schema, then sent; issues (the schema's, or a refused call's) show beside their fields
 * in their labels' words (`fieldMessages`), the alert region says what to do, and focus moves to
 * the first field in error. A second send while one runs (a double click) is dropped.
 *
 * Two ways to keep what was typed: by default the form is the <form action>'s, which React resets
 * after each send, and the fields draw `values` (what was typed, but for fields left out of
 * `kept`, such as a password) as their default values again; a success leaves them empty. With
 * `keepsFields` the form is sent from its submit event and never reset: whatever the fields hold
 * stays, until `done` answers 'clear' or the form calls `reset`, which draw it anew through its
 * `key` (`state.sent`): a form of lists and rows, a form typed into while a dialog came and went.
 */
import {
  useActionState,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type SubmitEvent,
} from 'react';
import {
  checkTheFields,
  fieldMessages,
  issueField,
  issuesOf,
  messageOf,
  readForm,
  type FieldLabels,
  type Issue,
} from './form-state.ts';
import { useFocusFirstError } from './use-focus-first-error.ts';

type Promised<T> = T | Promise<T>;

/** What checks a form: a domain zod schema, or anything that answers as its safeParse does. */
export interface FormCheck<T> {
  safeParse: (
    input: unknown,
  ) => Promised<
    { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } }
  >;
}

export interface FormActionState<K extends string, R> {
  /** What was typed, drawn again as the fields' default values after a refusal. */
  values: Partial<Record<K, string>>;
  /** Each field's message, in its label's words. */
  fields: Partial<Record<K, string>>;
  alert: string | null;
  /** The last send's answer, until the next send. */
  answer: R | null;
  /** Counts the sends that emptied the form: a `key` that draws a never-reset form anew. */
  sent: number;
  /** True when the state comes from a check or a refusal: focus then moves to the first error. */
  checked: boolean;
  /** The changes made between sends (`change`) that the state holds already. */
  since: number;
}

export interface FormActionOptions<K extends string, T, R> {
  /** The form's fields and what each is called (see `FieldLabels`). */
  labels: FieldLabels<K>;
  /** What the check is given: by default the labelled fields' text (`readForm`). */
  read?: (form: FormData) => unknown;
  check: FormCheck<T>;
  send: (data: T) => Promised<R>;
  /**
   * After a send the server took. Then the form is drawn empty ('clear'), or keeps what was typed
   * ('keep': the answer asks for more on the same page, a sign-in's second step); by default a
   * form of `keepsFields` keeps it, any other clears. Any other answer is the default.
   */
  done?: (answer: R, data: T) => unknown;
  /**
   * A refusal's own reading: more field issues than its 400's (a 409 that concerns one field),
   * or null when the form has dealt with it and shows nothing (an edit conflict's question).
   */
  refused?: (error: unknown) => Promised<readonly Issue[] | null>;
  /** The fields typed back after a refusal: all that were read, unless named here. */
  kept?: readonly K[];
  /** Which field a path is about (`fieldMessages`). */
  fieldOf?: (path: Issue['path']) => string;
  /** The alert after a check that failed, given the messages of no field. */
  checkAlert?: (other: string[]) => string | null;
  /** The alert after a refused send. */
  refusalAlert?: (error: unknown, other: string[]) => string | null;
  /** Send from the submit event and never reset the form (see above). */
  keepsFields?: boolean;
  /** What the form starts with: a public page's answer to a post made without the app. */
  initial?: Partial<FormActionState<K, R>>;
}

/**
 * A field's props from the form's state: its name, what was typed back as its default value
 * (`typed`, else `fallback`), and its message. `<TextField label="Name" {...fieldProps(state,
 * 'name')} />`.
 */
export function fieldProps<K extends string>(
  state: Pick<FormActionState<K, unknown>, 'values' | 'fields'>,
  name: K,
  fallback = '',
) {
  return { name, defaultValue: state.values[name] ?? fallback, error: state.fields[name] };
}

const nothing = {
  values: {},
  fields: {},
  alert: null,
  answer: null,
  sent: 0,
  checked: false,
  since: 0,
};

export function useFormAction<K extends string, T, R = unknown>(
  options: FormActionOptions<K, T, R>,
) {
  const {
    labels,
    check,
    send,
    done,
    refused,
    kept,
    fieldOf = issueField,
    checkAlert = checkTheFields,
    refusalAlert = messageOf,
    keepsFields = false,
  } = options;
  const read = options.read ?? ((form: FormData) => readForm(form, Object.keys(labels) as K[]));
  const busy = useRef(false);

  type State = FormActionState<K, R>;
  const show = (
    previous: State,
    issues: readonly Issue[],
    alert: (other: string[]) => string | null,
    values: Partial<Record<K, string>>,
  ): State => {
    const shown = fieldMessages(issues, labels, fieldOf);
    return {
      ...nothing,
      since: previous.since,
      sent: previous.sent,
      values: keepsFields ? previous.values : values,
      fields: shown.fields,
      alert: alert(shown.other),
      checked: true,
    };
  };

  const initial: State = { ...nothing, ...options.initial };
  /** The state on the screen, which a send starts from. */
  const onScreen = useRef(initial);
  /** Counts the changes made between sends (`change`). */
  const changed = useRef(0);

  /** One send: read, check, send, and the state that follows. */
  const run = async (data: FormData): Promise<State> => {
    const previous = { ...onScreen.current, since: changed.current };
    try {
      const typed = read(data);
      const values: Partial<Record<K, string>> = {};
      if (typed && typeof typed === 'object') {
        for (const [name, value] of Object.entries(typed)) {
          if (typeof value === 'string' && (!kept || kept.includes(name as K)))
            values[name as K] = value;
        }
      }
      const checked = await check.safeParse(typed);
      if (!checked.success) return show(previous, checked.error.issues, checkAlert, values);
      let answer: R;
      try {
        answer = await send(checked.data);
      } catch (error) {
        const own = refused ? await refused(error) : [];
        if (own === null)
          return { ...previous, fields: {}, alert: null, answer: null, checked: false };
        const issues = [...issuesOf(error), ...own];
        return show(previous, issues, (other) => refusalAlert(error, other), values);
      }
      const after = await done?.(answer, checked.data);
      const { since, sent } = previous;
      if (after === 'clear' || (after !== 'keep' && !keepsFields)) {
        return { ...nothing, since, answer, sent: sent + 1 };
      }
      const typedBack = keepsFields ? previous.values : values;
      return { ...nothing, since, values: typedBack, answer, sent };
    } finally {
      busy.current = false;
    }
  };

  // A <form action>'s sends run as React's actions; a form that keeps its fields runs them from
  // its submit event, its answer shown as any other change.
  const [acted, dispatch, acting] = useActionState<State, FormData>(
    (_acted, data) => run(data),
    initial,
  );
  const [result, setResult] = useState(initial);
  const [sending, setSending] = useState(false);
  const base = keepsFields ? result : acted;

  // An edit made while or after a send runs shows at once, on top of the answer of the send that
  // started before it.
  const [changes, setChanges] = useState<{ at: number; apply: (now: State) => State }[]>([]);
  // One object per answer and change, so the focus moves once for each (useFocusFirstError).
  const state = useMemo(
    () => changes.reduce((now, c) => (c.at > base.since ? c.apply(now) : now), base),
    [base, changes],
  );
  useLayoutEffect(() => {
    onScreen.current = state;
  });
  const change = (apply: (now: State) => State) => {
    changed.current += 1;
    const at = changed.current;
    setChanges((list) => [...list.filter((c) => c.at > base.since), { at, apply }]);
  };

  const form = useFocusFirstError(state.checked ? state : null);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    // A second send while the first runs is dropped (React then runs no action either).
    if (busy.current || keepsFields) event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    if (!keepsFields) return;
    setSending(true);
    void run(new FormData(event.currentTarget)).then((next) => {
      setSending(false);
      setResult(next);
    });
  };
  const pending = keepsFields ? sending : acting;

  return {
    state,
    pending,
    form,
    /** The <form>'s own props: `<form {...props}>`. */
    props: {
      ref: form,
      noValidate: true,
      onSubmit,
      ...(keepsFields ? {} : { action: dispatch }),
    },
    /** Takes a field's message away as it is edited. */
    edited: (name: string) => {
      if (!(name in state.fields)) return;
      change((now) => ({
        ...now,
        fields: Object.fromEntries(
          Object.entries(now.fields).filter(([field]) => field !== name),
        ) as Partial<Record<K, string>>,
        checked: false,
      }));
    },
  };
}
