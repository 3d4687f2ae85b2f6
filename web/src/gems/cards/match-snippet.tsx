import type { MatchSnippet } from '@gems/contracts';

/** A search card's passage from the saved page (issue 29 §3): plain text, the matched words marked. */
export function MatchSnippetText({ snippet }: { snippet: MatchSnippet }) {
  return (
    <span className="gem-card-secondary gem-card-snippet">
      <span>In the saved page: </span>…
      {snippet.map((piece, i) =>
        piece.mark ? <mark key={i}>{piece.text}</mark> : <span key={i}>{piece.text}</span>,
      )}
      …
    </span>
  );
}
