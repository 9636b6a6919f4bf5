/**
 * Passwords given on a command line, by the flags each tool documents for them (issue 19):
 * `docker login -u ci -p <password>`, `sshpass -p <password> ssh …`, `redis-cli -a <password>`,
 * `ldapsearch -w <password>`, `sqlcmd -P <password>`, `zip -P <password>`, `7z a -p<password>`,
 * `openssl … -passin pass:<password>`, `smbclient -U user%<password>`. A short flag such as
 * `-p` means a port or a path to most tools (`docker run -p 8080:80`), so a flag counts only
 * after the command that reads a password from it — the table below is data, each row naming the
 * tool's own manual. Values that refer to a secret elsewhere (`$TOKEN`, `-` for stdin) and the
 * `--password-stdin` form carry nothing.
 */

/** One tool: its command words (the first must start the command) and its password flags. */
interface CommandRow {
  /** Words the command line must hold, in order (`docker` … `login`). */
  words: readonly string[];
  /** Flags followed by the password as the next word, or glued (`-pSECRET`) when `glued`. */
  flags: readonly string[];
  glued?: boolean;
  /** Where the rule comes from. */
  source: string;
}

const COMMANDS: readonly CommandRow[] = [
  { words: ["docker", "login"], flags: ["-p", "--password"], source: "docker login reference (docs.docker.com)" },
  { words: ["podman", "login"], flags: ["-p", "--password"], source: "podman-login(1)" },
  { words: ["buildah", "login"], flags: ["-p", "--password"], source: "buildah-login(1)" },
  { words: ["skopeo", "login"], flags: ["-p", "--password"], source: "skopeo-login(1)" },
  { words: ["nerdctl", "login"], flags: ["-p", "--password"], source: "nerdctl command reference" },
  { words: ["helm", "login"], flags: ["-p", "--password"], source: "helm registry login (helm.sh docs)" },
  { words: ["oras", "login"], flags: ["-p", "--password"], source: "oras login (oras.land docs)" },
  { words: ["sshpass"], flags: ["-p"], glued: true, source: "sshpass(1)" },
  { words: ["redis-cli"], flags: ["-a", "--pass"], source: "redis-cli documentation" },
  { words: ["mongo"], flags: ["-p", "--password"], source: "mongo shell options" },
  { words: ["mongosh"], flags: ["-p", "--password"], source: "mongosh options" },
  { words: ["mysql"], flags: ["-p", "--password"], glued: true, source: "mysql client options (-p glued to the password)" },
  { words: ["mysqldump"], flags: ["-p", "--password"], glued: true, source: "mysqldump options" },
  { words: ["ldapsearch"], flags: ["-w"], source: "ldapsearch(1)" },
  { words: ["ldapmodify"], flags: ["-w"], source: "ldapmodify(1)" },
  { words: ["ldapadd"], flags: ["-w"], source: "ldapadd(1)" },
  { words: ["sqlcmd"], flags: ["-P"], source: "sqlcmd utility (Microsoft Learn)" },
  { words: ["bcp"], flags: ["-P"], source: "bcp utility (Microsoft Learn)" },
  { words: ["zip"], flags: ["-P", "--password"], source: "zip(1)" },
  { words: ["unzip"], flags: ["-P"], source: "unzip(1)" },
  { words: ["7z"], flags: ["-p"], glued: true, source: "7-Zip -p switch" },
  { words: ["7za"], flags: ["-p"], glued: true, source: "7-Zip -p switch" },
  { words: ["gpg"], flags: ["--passphrase"], source: "gpg(1)" },
  { words: ["htpasswd", "-b"], flags: [], source: "htpasswd(1): -b takes the password as the last argument" },
  { words: ["wget"], flags: ["--password", "--http-password", "--ftp-password"], source: "wget(1)" },
  { words: ["rabbitmqctl", "add_user"], flags: [], source: "rabbitmqctl(8): add_user <user> <password>" },
];

/** openssl's `pass:` argument form (openssl-passphrase-options(1)) and smbclient's `user%password` (smbclient(1)). */
const OPENSSL_PASS = /(?<![A-Za-z0-9_-])-(?:passin|passout|pass|k)[ \t]{1,3}pass:([^\s"'`]{6,128})/g;
const SMB_USER = /(?<![A-Za-z0-9_-])(?:-U|--user)[ \t]{1,3}["']?[^\s%"'`]{1,64}%([^\s"'`]{6,128})/g;

/** Any table row's first word or a `pass:` / `user%` form: a cheap test before splitting. */
const HAS_COMMAND = /docker|podman|buildah|skopeo|nerdctl|helm|oras|sshpass|redis-cli|mongo|mysql|ldap|sqlcmd|bcp|zip|7z|gpg|htpasswd|wget|rabbitmqctl|pass:|%/;

/** A command line: split at line breaks and shell separators, words split at whitespace. */
const LINE_SEPARATOR = /\r?\n|&&|\|\||;|\|/;

const unquote = (w: string) => w.replace(/^["']|["']$/g, "");

/** One password found: its span in `text` and the tool's source. */
export interface CommandSecret {
  start: number;
  end: number;
  source: string;
}

/**
 * Passwords on command lines of `text` (module comment), with their spans. Each line is read
 * word by word once per table row whose first word it holds: linear in the text.
 *
 * @example
 * commandSecrets("docker login -u ci -p Xk8vQ2mLw9Tz reg.io") // → [{ start: 22, end: 34, source: "docker login reference …" }]
 */
export function commandSecrets(text: string): CommandSecret[] {
  const out: CommandSecret[] = [];
  if (!HAS_COMMAND.test(text)) return out;
  for (const part of splitKeeping(text)) {
    const words = [...part.text.matchAll(/\S+/g)].map((m) => ({ w: m[0], at: part.start + m.index }));
    const lower = words.map((x) => unquote(x.w).toLowerCase());
    for (const row of COMMANDS) {
      const first = lower.findIndex((w) => w === row.words[0] || w.endsWith(`/${row.words[0]}`));
      if (first < 0) continue;
      let at = first;
      let ok = true;
      for (const w of row.words.slice(1)) {
        const k = lower.indexOf(w, at + 1);
        if (k < 0) {
          ok = false;
          break;
        }
        at = k;
      }
      if (!ok) continue;
      const push = (raw: string, start: number) => {
        const value = unquote(raw);
        const lead = raw.length - raw.replace(/^["']/, "").length;
        if (value.length === 0 || value === "-" || value.startsWith("$") || value.startsWith("-")) return;
        out.push({ start: start + lead, end: start + lead + value.length, source: row.source });
      };
      if (row.flags.length === 0) {
        // The password is the last argument (`htpasswd -b file user PASSWORD`, `add_user u PASSWORD`).
        const last = words[words.length - 1];
        if (last && words.length - 1 > at + 1) push(last.w, last.at);
        continue;
      }
      for (let i = first + 1; i < words.length; i++) {
        const w = (words[i] as { w: string }).w;
        for (const flag of row.flags) {
          if (w === flag && i + 1 < words.length) push((words[i + 1] as { w: string }).w, (words[i + 1] as { at: number }).at);
          else if (w.startsWith(`${flag}=`)) push(w.slice(flag.length + 1), (words[i] as { at: number }).at + flag.length + 1);
          else if (row.glued && flag.length === 2 && w.startsWith(flag) && w.length > 2 && !/^-p[0-9]+$/.test(w)) push(w.slice(2), (words[i] as { at: number }).at + 2);
        }
      }
    }
  }
  for (const re of [OPENSSL_PASS, SMB_USER]) {
    for (const m of text.matchAll(re)) {
      const value = m[1] as string;
      const start = m.index + m[0].length - value.length;
      out.push({ start, end: start + value.length, source: re === OPENSSL_PASS ? "openssl-passphrase-options(1) pass:" : "smbclient(1) -U user%password" });
    }
  }
  return out;
}

/** Pieces of `text` between line breaks and shell separators, with their offsets. */
function splitKeeping(text: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  let start = 0;
  const re = new RegExp(LINE_SEPARATOR.source, "g");
  for (const m of text.matchAll(re)) {
    out.push({ text: text.slice(start, m.index), start });
    start = m.index + m[0].length;
  }
  out.push({ text: text.slice(start), start });
  return out;
}

/** Patterns run on answer text (checked for linear time by a test). */
export const COMMAND_PATTERNS: readonly RegExp[] = [OPENSSL_PASS, SMB_USER, LINE_SEPARATOR, HAS_COMMAND];
