// A copy button on each code block of a Markdown text: added here, so that a page without
// scripts shows none; a button (keyboard-reachable), and what it did said in the status line
// beside it (src/components/CodeCopy.astro). A diff's deleted lines are not copied.
const copyStatus = document.querySelector<HTMLElement>('[data-code-copy]');
const CLEARED_AFTER_MS = 4000;

/** The block's code as it ends up: every line but the deleted ones. */
const codeOf = (code: HTMLElement) =>
  [...code.children]
    .filter((line) => line.tagName !== 'DEL')
    .map((line) => line.textContent)
    .join('\n');

if (copyStatus) {
  const { codeCopy: label = '', codeCopied: copied = '', codeCopyFailed: failed = '' } = copyStatus.dataset;
  let clear: ReturnType<typeof setTimeout> | undefined;
  const say = (text: string) => {
    copyStatus.textContent = text;
    clearTimeout(clear);
    clear = setTimeout(() => (copyStatus.textContent = ''), CLEARED_AFTER_MS);
  };
  document.querySelectorAll<HTMLElement>('.writeup .code-block').forEach((block, index) => {
    const code = block.querySelector<HTMLElement>('pre > code');
    if (!code) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'code-copy';
    button.textContent = label;
    // Several buttons say the same: the block's title, where it has one, tells them apart.
    const title = block.querySelector('figcaption');
    if (title) {
      title.id ||= `code-title-${index + 1}`;
      button.setAttribute('aria-describedby', title.id);
    }
    button.addEventListener('click', () => {
      navigator.clipboard.writeText(codeOf(code)).then(
        () => say(copied),
        () => say(failed),
      );
    });
    block.append(button);
  });
}
