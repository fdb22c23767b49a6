"use client";

import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { firstProblem, problemsOf, type FieldProblems, type FormChecks } from "@/lib/validation/form-checks";

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The state of a form of text fields, judged in the browser by the zod-free rules its server
 * schema is built on (`lib/validation/*-rules.ts`); the server action or route parses the
 * values again. It replaces react-hook-form and zod on pages whose first-load JavaScript has a
 * budget (docs/decisions/performance-first-load-js.md) and keeps what users had: nothing is
 * judged before the first submit; after it every change judges again, so a fixed field loses
 * its error as it is typed; a refused submit focuses the first field to fix.
 */
export function useCheckedForm<K extends string>(checks: FormChecks<K>, defaults: Record<K, string>) {
  const [initial, setInitial] = useState(defaults);
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<FieldProblems<K>>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const controls = useRef<Partial<Record<K, TextControl | null>>>({});
  const order = Object.keys(checks) as K[];

  function setValue(name: K, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted.current) setErrors(problemsOf(checks, next));
  }

  /** The props that wire one input, textarea or select to the form. */
  function field(name: K) {
    return {
      name,
      value: values[name],
      ref: (element: TextControl | null) => {
        controls.current[name] = element;
      },
      onChange: (event: ChangeEvent<TextControl>) => setValue(name, event.target.value),
    };
  }

  function handleSubmit(onValid: (values: Record<K, string>) => unknown, onInvalid?: (first: { field: K; message: string }) => void) {
    return async (event: FormEvent) => {
      event.preventDefault();
      if (submitting) return;
      submitted.current = true;
      const found = problemsOf(checks, values);
      setErrors(found);
      const first = firstProblem(found, order);
      if (first) {
        controls.current[first.field]?.focus();
        onInvalid?.(first);
        return;
      }
      setSubmitting(true);
      try {
        await onValid(values);
      } finally {
        setSubmitting(false);
      }
    };
  }

  /** After a save: the saved values become the form's starting point again. */
  function reset(next: Record<K, string>) {
    submitted.current = false;
    setInitial(next);
    setValues(next);
    setErrors({});
  }

  const dirty = order.some((name) => values[name] !== initial[name]);
  return { field, setValue, handleSubmit, reset, values, errors, firstError: firstProblem(errors, order), submitting, dirty };
}
