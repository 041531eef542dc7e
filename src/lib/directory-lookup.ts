// The affiliate directory's look-up, for the suggestions of the order and commission forms.
// The forms do not import the directory: it reads its files through the import, which
// builds orders, so orders → affiliates → import → orders would be a loop. The app hands
// the directory's look-up in (app/app.tsx); without it, nothing is found.
interface DirectoryMatch {
  name: string;
  codes: string[];
  affiliateIds: string[];
}

type Lookup = (prefix: string) => Promise<DirectoryMatch[]>;

let lookup: Lookup = () => Promise.resolve([]);

export function provideDirectoryLookup(find: Lookup) {
  lookup = find;
}

/** Directory entries whose name, code or ID starts with `prefix`. */
export const findInDirectory = (prefix: string) => lookup(prefix);

/** The directory's query keys (affiliates/keys.ts adds its own): a change to it invalidates `all`. */
export const directoryLookupKeys = {
  all: ['affiliates'] as const,
  find: (prefix: string) => [...directoryLookupKeys.all, 'find', prefix] as const,
};
