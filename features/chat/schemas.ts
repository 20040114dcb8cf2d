import { object, string, ValidationError } from 'yup';
import { CHAT_LIMITS, CHAT_TEXT, FEEDBACK_REASONS } from './text';

/** 001 §5 chat pre-form: name required, at most 128; email valid, at most 128. */
export const preChatSchema = object({
  friendlyName: string().trim().required(CHAT_TEXT.nameRequired).max(CHAT_LIMITS.fieldMax, CHAT_TEXT.nameTooLong),
  emailAddress: string()
    .trim()
    .required(CHAT_TEXT.emailRequired)
    .max(CHAT_LIMITS.fieldMax, CHAT_TEXT.emailTooLong)
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, CHAT_TEXT.emailInvalid),
});

/** 001 §5 chatbot feedback: reason required; additional information at most 140. */
export const chatbotFeedbackSchema = object({
  reason: string()
    .required(CHAT_TEXT.reasonRequired)
    .oneOf([...FEEDBACK_REASONS], CHAT_TEXT.reasonRequired),
  additionalInformation: string().max(CHAT_LIMITS.feedbackMax, CHAT_TEXT.additionalInformationTooLong),
});

export interface SchemaErrors {
  [field: string]: string;
}

/** First message per field, in field order. */
export function validate(
  schema: typeof preChatSchema | typeof chatbotFeedbackSchema,
  values: Record<string, string>,
): SchemaErrors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error: unknown) {
    // Anything but the values' own problems is a fault of ours, not a valid form: it is thrown on, to be heard.
    if (!(error instanceof ValidationError)) throw error;
    const errors: SchemaErrors = {};
    for (const item of error.inner) {
      if (item.path && !(item.path in errors)) errors[item.path] = item.message;
    }
    return errors;
  }
}
