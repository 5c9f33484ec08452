import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorsShown, successShown } from '../../notifications/notificationsSlice';
import { useAppDispatch } from '../../store/hooks';
import { LIST_DEBOUNCE_MS, nextSort, type Paging } from './listQuery';
// every admin page imports this module, so the admin texts come with the first admin chunk
import './adminTexts';

/** The value once it has stopped changing for `delay` ms (compared by content). */
export const useDebouncedValue = <T>(value: T, delay = LIST_DEBOUNCE_MS): T => {
  const [debounced, setDebounced] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(JSON.parse(key) as T), delay);
    return () => window.clearTimeout(timer);
  }, [key, delay]);
  return debounced;
};

// filters, page and sort of each list survive a visit to a detail page (not a reload)
const listStates = new Map<string, unknown>();

/** State of a list screen kept in memory while the app runs, so "back" finds the list as left. */
export const useListState = <T>(key: string, initial: () => T): [T, (update: (previous: T) => T) => void] => {
  const [state, setState] = useState<T>(() => (listStates.get(key) as T | undefined) ?? initial());
  const update = useCallback(
    (change: (previous: T) => T) =>
      setState((previous) => {
        const next = change(previous);
        listStates.set(key, next);
        return next;
      }),
    [key],
  );
  return [state, update];
};

interface ListControlOptions {
  /** called before the filters change (a selection of rows, say, is cleared) */
  onFilter?: () => void;
  /** called before the page, its size or the sort change */
  onPaging?: () => void;
}

/**
 * Filters, page and sort of a list screen, kept by {@link useListState}: `setFilter` merges into
 * `state.filter`, `setFilters` into the state beside the paging; both go back to the first page.
 */
export const useListControls = <S extends { paging: Paging<F>; filter?: object }, F extends string = string>(
  key: string,
  initial: () => S,
  { onFilter, onPaging }: ListControlOptions = {},
) => {
  const [state, setState] = useListState<S>(key, initial);
  const setFilters = (change: Partial<Omit<S, 'paging'>>) => {
    onFilter?.();
    setState((previous) => ({ ...previous, ...change, paging: { ...previous.paging, page: 0 } }));
  };
  const setFilter = (change: Partial<NonNullable<S['filter']>>) => {
    onFilter?.();
    setState((previous) => ({
      ...previous,
      filter: { ...previous.filter, ...change },
      paging: { ...previous.paging, page: 0 },
    }));
  };
  const setPaging = (change: Partial<Paging<F>>) => {
    onPaging?.();
    setState((previous) => ({ ...previous, paging: { ...previous.paging, ...change } }));
  };
  const sortBy = (field: F) => setPaging({ sort: nextSort(state.paging.sort, field), page: 0 });
  return { state, setFilter, setFilters, setPaging, sortBy };
};

/** Rows picked by their checkboxes (in the order picked), for the bulk actions of a list. */
export const useSelection = <R extends { id: number }>() => {
  const [selected, setSelected] = useState<ReadonlyMap<number, R>>(() => new Map());
  const clear = useCallback(() => setSelected(new Map()), []);
  return {
    count: selected.size,
    ids: [...selected.keys()],
    rows: [...selected.values()],
    has: (id: number) => selected.has(id),
    clear,
    toggle: (row: R) =>
      setSelected((previous) => {
        const next = new Map(previous);
        if (next.has(row.id)) next.delete(row.id);
        else next.set(row.id, row);
        return next;
      }),
    /** Selects all `rows`, or unselects them when all are selected already. */
    toggleAll: (rows: readonly R[]) =>
      setSelected((previous) => {
        const all = rows.every((row) => previous.has(row.id));
        const next = new Map(previous);
        for (const row of rows) {
          if (all) next.delete(row.id);
          else next.set(row.id, row);
        }
        return next;
      }),
  };
};
export type Selection<R extends { id: number }> = ReturnType<typeof useSelection<R>>;

/**
 * A dialog's subject and whether it is open: the subject stays while the dialog fades out, so its
 * text does not jump.
 */
export const useDialogSubject = <S>() => {
  const [subject, setSubject] = useState<S | null>(null);
  const [open, setOpen] = useState(false);
  return {
    subject,
    open,
    show: (next: S) => {
      setSubject(next);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
};

/** Green and red channel with texts of the translation tree (admin.*). */
export const useNotify = () => {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  return {
    success: useCallback(
      (key: string, options?: Record<string, unknown>) => dispatch(successShown(t(key, options))),
      [dispatch, t],
    ),
    error: useCallback((key: string) => dispatch(errorsShown(t(key))), [dispatch, t]),
  };
};

/** React Router keeps the scroll position across hash routes: a newly opened screen starts at the top. */
export const useScrollTop = () => {
  useEffect(() => {
    // a block body: newer browsers return a promise from scrollTo, which React would take for a cleanup
    window.scrollTo(0, 0);
  }, []);
};

/** After a refused submit, scrolls to and focuses the first field marked invalid. */
export const focusFirstInvalid = (form: HTMLElement | null) =>
  window.requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });

/** Copies to the clipboard; falls back to a hidden text area where the Clipboard API is missing. */
export const copyToClipboard = async (text: string): Promise<boolean> => {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the text area
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
};
