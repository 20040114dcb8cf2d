/** English catalogue part: The application area's screens and tables (features/application, its sagas). Ids are the English texts, word for word. */
export const APPLICATION_TEXT = [] as const;
