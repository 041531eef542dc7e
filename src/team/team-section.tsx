// Settings → Team: the team server, database, user, password and "Your name", with
// "Connect team" and "Test team connection". The password field is the only place
// the password shows; it is kept like a connection's key.
import { useEffect, useRef, useState, useSyncExternalStore, type SyntheticEvent } from 'react';
import { CheckboxField, TextField } from '../ui/field';
import { DEFAULT_HISTORY_DAYS, MAX_HISTORY_DAYS } from './pull-selector';
import { teamHistoryDays, teamSettingsStore } from './team-settings';
import { describeTeamStatus, teamStatus } from './team-status';
import { testTeam, type TeamTest } from './test-team';

type Errors = Partial<
  Record<'url' | 'database' | 'username' | 'password' | 'displayName' | 'historyDays', string>
>;

function check(values: {
  url: string;
  database: string;
  username: string;
  password: string;
  displayName: string;
  historyDays: string;
}): Errors {
  const errors: Errors = {};
  let url: URL | undefined;
  try {
    url = new URL(values.url);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    errors.url =
      'Give the server’s address, starting with https:// (for example https://couch.example.com).';
  else if (url.username || url.password)
    errors.url = 'Leave the user name and password out of the address: use the fields below.';
  if (!/^[a-z][a-z0-9_$()+/-]*$/.test(values.database))
    errors.database =
      'A database name starts with a lowercase letter and holds lowercase letters, digits and _ $ ( ) + - /.';
  if (!values.username) errors.username = 'Give your user name on the team server.';
  if (!values.password) errors.password = 'Give your password on the team server.';
  if (!values.displayName)
    errors.displayName = 'Give the name colleagues will see beside what you send.';
  // Empty: the team's window.
  const days = Number(values.historyDays);
  if (values.historyDays !== '' && (!Number.isInteger(days) || days < 1 || days > MAX_HISTORY_DAYS))
    errors.historyDays = `Give a whole number of days from 1 to ${String(MAX_HISTORY_DAYS)}, or leave it empty for the team’s.`;
  return errors;
}

export function TeamSection() {
  const { settings } = useSyncExternalStore(
    teamSettingsStore.subscribe,
    teamSettingsStore.getSnapshot,
  );
  const status = useSyncExternalStore(teamStatus.subscribe, teamStatus.get);
  const [values, setValues] = useState(() => ({
    url: settings?.url ?? '',
    database: settings?.database ?? '',
    username: settings?.username ?? '',
    password: teamSettingsStore.password() ?? '',
    displayName: settings?.displayName ?? '',
    historyDays: settings?.historyDays === undefined ? '' : String(settings.historyDays),
  }));
  const teamDays = settings ? teamHistoryDays(settings) : undefined;
  const teamWindowWords =
    teamDays === undefined
      ? `the team’s window, ${String(DEFAULT_HISTORY_DAYS)} days unless its admin sets another`
      : `the team’s window, ${String(teamDays)} days`;
  const [remember, setRemember] = useState(settings?.rememberPassword ?? false);
  const [shareCustomer, setShareCustomer] = useState(settings?.shareCustomerDetails ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const [test, setTest] = useState<TeamTest | 'testing'>();
  // Closed until asked for (or a team is set): most consoles work alone, and its fields
  // ("User name", "Your name") must not stand beside the connection form's "Name" unasked.
  const [open, setOpen] = useState(settings !== undefined);
  // "Set up team" hands the focus to the form it opens, not back to the page.
  const urlField = useRef<HTMLInputElement>(null);
  const openedByButton = useRef(false);
  useEffect(() => {
    if (open && openedByButton.current) {
      openedByButton.current = false;
      urlField.current?.focus();
    }
  }, [open]);
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
  };
  const trimmed = () => ({
    url: values.url.trim(),
    database: values.database.trim(),
    username: values.username.trim(),
    password: values.password,
    displayName: values.displayName.trim(),
    historyDays: values.historyDays.trim(),
  });
  const valid = () => {
    const v = trimmed();
    const found = check(v);
    setErrors(found);
    return Object.keys(found).length === 0 ? v : undefined;
  };
  const connect = (e: SyntheticEvent) => {
    e.preventDefault();
    const v = valid();
    if (!v) return;
    const { password, historyDays, ...rest } = v;
    teamSettingsStore.save(
      {
        ...rest,
        rememberPassword: remember,
        shareCustomerDetails: shareCustomer,
        ...(historyDays === '' ? {} : { historyDays: Number(historyDays) }),
      },
      password,
    );
  };
  const runTest = () => {
    const v = valid();
    if (!v) return;
    setTest('testing');
    const { password, historyDays: _window, ...rest } = v;
    void testTeam({ ...rest, rememberPassword: remember }, password).then(setTest);
  };

  return (
    <section className="card" aria-labelledby="team-heading">
      <h2 id="team-heading">Team</h2>
      <p>
        Colleagues who connect to the same team database share one History (with who sent each
        order, by their account on the team server), the duplicate guard, “last set” commission
        settings, type labels, import presets and lookup tables, templates and the affiliate
        directory. Service keys, the team password and drafts are never shared.
      </p>
      {!open && (
        <button
          type="button"
          className="button"
          aria-expanded="false"
          onClick={() => {
            openedByButton.current = true;
            setOpen(true);
          }}
        >
          Set up team
        </button>
      )}
      {open && (
        <form onSubmit={connect} noValidate>
          {/* As the connection form: fields in grids, so a hint never touches the next label;
              the password's checkbox on its own line under them. */}
          <div className="grid">
            <TextField
              label="Team server URL"
              ref={urlField}
              value={values.url}
              onChange={set('url')}
              error={errors.url}
              hint="The CouchDB server, e.g. https://couch.example.com"
              inputMode="url"
              autoComplete="off"
            />
            <TextField
              label="Database"
              value={values.database}
              onChange={set('database')}
              error={errors.database}
              hint="One database per team, e.g. support-team"
              autoComplete="off"
            />
            <TextField
              label="User name"
              value={values.username}
              onChange={set('username')}
              error={errors.username}
              autoComplete="username"
            />
            <TextField
              label="Password"
              type="password"
              value={values.password}
              onChange={set('password')}
              error={errors.password}
              autoComplete="current-password"
              hint="Kept in this tab only, unless you tick the box below."
            />
          </div>
          <CheckboxField
            label="Remember on this device"
            checked={remember}
            onChange={(e) => {
              setRemember(e.target.checked);
            }}
          />
          <div className="grid">
            <TextField
              label="Your name"
              value={values.displayName}
              onChange={set('displayName')}
              error={errors.displayName}
              hint="Shown to colleagues as “sent by”, beside your user name."
              autoComplete="name"
            />
            <TextField
              label="History kept (days)"
              inputMode="numeric"
              value={values.historyDays}
              onChange={set('historyDays')}
              error={errors.historyDays}
              hint={`The team’s entries from this many days back are kept on this device, offline too; older ones stay on the team server. Empty: ${teamWindowWords}. Claims on orders are always asked of the server.`}
              autoComplete="off"
            />
          </div>
          <CheckboxField
            label="Share customer details with the team"
            checked={shareCustomer}
            onChange={(e) => {
              setShareCustomer(e.target.checked);
            }}
            hint="Every member can read every History entry shared with the team. Ticked, your entries keep the customer’s name, email, phone, address and IP (and the service’s answer); unticked, colleagues see the order, its money, the referral code, the outcome and who sent it."
          />
          <div className="row-actions">
            <button type="submit" className="button button--primary">
              Connect team
            </button>
            <button type="button" className="button" onClick={runTest}>
              Test team connection
            </button>
            {settings && (
              <button
                type="button"
                className="button"
                onClick={() => {
                  teamSettingsStore.forget();
                }}
              >
                Leave team
              </button>
            )}
          </div>
        </form>
      )}
      <p role="status" className="muted">
        {describeTeamStatus(status)}
      </p>
      {test === 'testing' && <p aria-busy="true">Testing the team connection…</p>}
      {test && test !== 'testing' && (
        <ul aria-label="Team connection test" className="team-test">
          {[test.reachable, test.signedIn, test.protectedBy, test.mayWrite].map((c) =>
            c ? (
              <li key={c.text}>
                {c.ok ? '✓ ' : '✗ '}
                {c.text}
              </li>
            ) : null,
          )}
        </ul>
      )}
    </section>
  );
}
