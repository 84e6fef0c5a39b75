import { useEffect, useRef } from 'react';

/**
 * Validates a form again when its schema is replaced: a schema made with `t` is made again when
 * the language changes, and the messages shown (made by the old one) then follow the new language.
 */
export function useRevalidateOnSchemaChange(schema: unknown, validateForm: () => unknown): void {
  const validatedWith = useRef(schema);
  useEffect(() => {
    if (validatedWith.current === schema) return;
    validatedWith.current = schema;
    void validateForm();
  }, [schema, validateForm]);
}
