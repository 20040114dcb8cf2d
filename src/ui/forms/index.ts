export { CheckboxField, FieldMessages, RadioGroup, SelectField, TextField, type FieldChrome } from './Field';
export { ErrorSummary, focusField, type FieldError } from './ErrorSummary';
export { SubmitButton } from './SubmitButton';
