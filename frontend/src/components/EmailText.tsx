import { Fragment } from 'react';

/** An e-mail address that wraps only before its "@" and after a dot, never inside a word. */
export function EmailText({ address }: { address: string }) {
  const parts = address.split(/(?=@)|(?<=\.)/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
