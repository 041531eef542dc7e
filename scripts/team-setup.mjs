// npm run team-setup -- <server> <database> [--admin <name>] [--history-days <days>]
// An admin's one-time step for a team database on CouchDB 3: creates the database, lets
// only holders of its members role ("<database>-members") read and write it (_security),
// and installs the console's rules (a design document with validate_doc_update). Running it
// again keeps the database and its members and upgrades the rules to this console's version.
// --history-days sets the team's window: the days of the team's History each browser keeps.
// The admin's password is asked for (not echoed) or read from standard input when piped;
// it is never stored or shown.
import { createInterface } from 'node:readline';
import { basicAuth, membersRole, prepareTeamDatabase } from './team-setup-lib.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
const admin = flag('--admin', 'admin');
const daysText = flag('--history-days', undefined);
const historyDays = daysText === undefined ? undefined : Number(daysText);
if (
  historyDays !== undefined &&
  !(Number.isInteger(historyDays) && historyDays >= 1 && historyDays <= 3650)
) {
  console.error('--history-days takes a whole number of days from 1 to 3650.');
  process.exit(2);
}
const [server, database] = args;
if (!server || !database || !/^https?:\/\//.test(server)) {
  console.error(
    'Usage: npm run team-setup -- <server> <database> [--admin <name>] [--history-days <days>]',
  );
  console.error('  e.g. npm run team-setup -- https://couch.example.com support-team');
  process.exit(2);
}

/** The password, without echoing it on a terminal. */
function askPassword(question) {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    if (process.stdin.isTTY) {
      // Everything written after the question is the password being typed: not shown.
      const write = rl._writeToOutput.bind(rl);
      rl._writeToOutput = (text) => {
        if (text.startsWith(question)) write(text);
      };
    }
    rl.question(question, (answer) => {
      rl.close();
      if (process.stdin.isTTY) process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function piped() {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.split('\n')[0] ?? '';
}

const password = process.stdin.isTTY
  ? await askPassword(`Password of the server admin "${admin}" on ${server}: `)
  : await piped();
try {
  const done = await prepareTeamDatabase({
    server,
    database,
    auth: basicAuth(admin, password),
    historyDays,
  });
  for (const line of done) console.log(`✓ ${line}`);
  console.log(
    `\nNext: give each colleague an account on the server with the role "${membersRole(database)}"` +
      ' (README, Team). They connect in Settings › Team with their own user name and password.',
  );
} catch (e) {
  console.error(`The database could not be prepared: ${e instanceof Error ? e.message : e}`);
  process.exit(1);
}
