/** The form renderer: a contract form definition on antd-mobile's Form, with its controller. */
export { FormRenderer } from './form-renderer';
export { useFormController, type FormController, type FormControllerOptions } from './use-form-controller';
export { ReadOnlyValue } from './read-only-value';
export { dictionaryQuery } from './use-field-options';
/** The upload control on its own, for screens outside forms (the announcement editor's attachments). */
export { FileControl } from './controls/file-control';
/** The one-calendar date range on its own, for screens outside forms (a batch's window). */
export { DateRangeControl } from './controls/date-range-control';
