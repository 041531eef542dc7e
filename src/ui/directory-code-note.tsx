// Beside a referral code field: what the affiliate directory says of the typed code. A name
// typed instead of a code offers that affiliate's code ("Ana Lima's code is ANA10 — use
// it?"); on request, a known code is named and a code the directory lacks is said plainly,
// never blocked (the service decides). An empty directory says nothing. Loaded lazily.
import { useQuery } from '@tanstack/react-query';
import { checkCode, codesSentence, directoryCheckKeys } from '../lib/directory-check';

export default function DirectoryCodeNote({
  text,
  onUse,
  sayKnown = false,
  sayUnknown = false,
}: {
  text: string;
  onUse: (code: string) => void;
  /** Also name the affiliate of a known code. */
  sayKnown?: boolean;
  /** Also say when the directory does not hold the code. */
  sayUnknown?: boolean;
}) {
  const typed = text.trim();
  const { data } = useQuery({
    queryKey: directoryCheckKeys.code(typed),
    queryFn: () => checkCode(typed),
    enabled: typed !== '',
  });
  if (typed === '' || !data) return null;
  if (data.kind === 'name')
    return (
      <p className="small directory-note" role="status">
        {codesSentence(data.name, data.codes)} — use {data.codes.length === 1 ? 'it' : 'one'}?{' '}
        {data.codes.map((code) => (
          <button
            key={code}
            type="button"
            className="button button--small"
            onClick={() => {
              onUse(code);
            }}
          >
            Use {code}
          </button>
        ))}
      </p>
    );
  if (data.kind === 'code' && sayKnown)
    return (
      <p className="small muted directory-note" role="status">
        {data.code}: {data.name}, in the affiliate directory.
      </p>
    );
  if (data.kind === 'not-in-directory' && sayUnknown)
    return (
      <p className="small directory-note" role="status">
        {typed} is not in the affiliate directory. It can still be sent: the service says whether it
        knows it.
      </p>
    );
  return null;
}
