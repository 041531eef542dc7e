// The version of the team database's rules (validate-doc-update.js) this console ships.
// `npm run team-setup` installs it as the design document's `version` (it reads this line);
// "Test team connection" compares the server's with it. Raise it with every change of the rules.
export const RULES_VERSION = 1;
