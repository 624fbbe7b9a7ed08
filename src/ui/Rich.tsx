/** A translated sentence with code in it: `backticked` parts render as <code>, the rest as text. */
export function Rich({ text }: { text: string }) {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, never reordered
          <code key={i}>{part}</code>
        ) : (
          part
        ),
      )}
    </>
  );
}
