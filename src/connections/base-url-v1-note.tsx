// A Base URL typed with /v1 at its end would send to …/v1/v1/…: say what the Base URL
// is, and offer it without the /v1.
const V1_END = /\/v1\/*$/i;

/** The typed base URL without its trailing /v1, or undefined when it has none. */
function withoutV1(baseUrl: string): string | undefined {
  const typed = baseUrl.trim();
  return V1_END.test(typed) ? typed.replace(V1_END, '') : undefined;
}

export function BaseUrlV1Note({
  baseUrl,
  onStrip,
}: {
  baseUrl: string;
  onStrip: (url: string) => void;
}) {
  const stripped = withoutV1(baseUrl);
  if (stripped === undefined) return null;
  return (
    <div role="note" className="notice">
      <p>
        This Base URL ends in /v1. The Base URL is the part before /v1: the console adds /v1/… to
        each request itself.
      </p>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          onStrip(stripped);
        }}
      >
        Use {stripped}
      </button>
    </div>
  );
}
