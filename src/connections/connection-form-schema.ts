import * as z from 'zod/mini';
import { serviceKeyProblem } from '../api/service-key';

const isServiceUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (
      (u.protocol === 'http:' || u.protocol === 'https:') && u.username === '' && u.password === ''
    );
  } catch {
    return false;
  }
};

export const connectionFormSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the connection a name.'),
      z.maxLength(60, 'Keep the name under 60 characters.'),
    ),
  baseUrl: z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, 'Enter the base URL of the service.'),
      z.refine(
        isServiceUrl,
        'Enter an http:// or https:// address, such as https://api.example.com, without a user name or password.',
      ),
      z.refine((v) => !/[?#]/.test(v), 'The base URL cannot have a query (?) or fragment (#).'),
    ),
    z.transform((v) => v.replace(/\/+$/, '')),
  ),
  // Not trimmed: a key a header cannot carry as typed is refused, not silently changed.
  serviceKey: z.string().check(
    z.refine((v) => serviceKeyProblem(v) === undefined, {
      error: (issue) => serviceKeyProblem(String(issue.input)) ?? 'Enter the service key.',
    }),
  ),
  timeoutSeconds: z
    .pipe(
      z.string().check(z.trim(), z.regex(/^\d+(\.\d+)?$/, 'Enter a number of seconds, e.g. 30.')),
      z.transform(Number),
    )
    .check(z.refine((n) => n >= 1 && n <= 300, 'Choose between 1 and 300 seconds.')),
  production: z.boolean(),
  rememberKey: z.boolean(),
});

export type ConnectionFormInput = z.input<typeof connectionFormSchema>;
export type ConnectionFormOutput = z.output<typeof connectionFormSchema>;
