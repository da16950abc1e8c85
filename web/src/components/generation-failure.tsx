/** The spec's alert, plus the server's own words when it gave any: a 422 hint teaches how to ask. */
export function GenerationFailure({ message, detail }: { message: string; detail: string | null }) {
  return (
    <div className="form-message form-message-error" role="alert">
      <p>{message}</p>
      {detail && detail !== message && <p>{detail}</p>}
    </div>
  );
}
