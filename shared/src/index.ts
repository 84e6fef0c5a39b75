// `@agrihub/shared`: every export. Remotes import it whole; the shell imports the smaller entries
// (core, providers, ui, notifications, router), which this file re-exports, so each name has one module behind it.
export * from './core';
export * from './providers';
export * from './ui';
export * from './notifications';
export * from './domain';

export { ConfirmDialog } from './ui/confirm-dialog';
export type { ConfirmDialogProps } from './ui/confirm-dialog';
export { useDialogState } from './ui/use-dialog-state';
export type { DialogState } from './ui/use-dialog-state';
export { StandaloneHarness, renderStandalone } from './standalone/standalone-harness';
export type { StandaloneOptions, StandalonePage } from './standalone/standalone-harness';
export { SearchField, SEARCH_DELAY_MS } from './ui/search-field';
export type { SearchFieldProps } from './ui/search-field';
export { SelectField, optionLabel, toOption } from './forms/select-field';
export type { SelectFieldProps, SelectOption } from './forms/select-field';
export { useUrlFilters, usePageWithin, readPage } from './ui/use-url-filters';
export type { PagedAnswer, UrlFilters, UrlFilterChange } from './ui/use-url-filters';
export { FilterSelect } from './ui/filter-select';
export type { FilterSelectProps } from './ui/filter-select';
export { FormDialog } from './forms/form-dialog';
export { useDialogForm } from './forms/use-dialog-form';
export { useRevalidateOnSchemaChange } from './forms/use-revalidate-on-schema-change';
export type { DialogFormOptions } from './forms/use-dialog-form';
export type { FormDialogProps } from './forms/form-dialog';
export { useCan } from './session/use-can';
export { Permitted } from './ui/permitted';
export type { PermittedProps } from './ui/permitted';
