"""The small Markdown subset of the rules references (assets/rules/<game>.md) as the HTML
subset pygame_gui's UITextBox draws: # headings, paragraphs, - bullet lists, **bold**
and *italic*. Anything else stays as plain text, so a stray symbol never breaks a page."""

from __future__ import annotations

import html
import re

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"(?<![*\w])\*(?!\s)(.+?)(?<!\s)\*(?![*\w])")
_HEADING = re.compile(r"^(#{1,3})\s+(.*)$")
_BULLET = re.compile(r"^\s*[-*+]\s+(.*)$")

HEADING_PX = {1: 28, 2: 22, 3: 19}
BODY_PX = 17


def _inline(text: str) -> str:
    out = html.escape(text, quote=False)
    out = _BOLD.sub(r"<b>\1</b>", out)
    return _ITALIC.sub(r"<i>\1</i>", out)


def markdown_to_html(source: str, scale: float = 1.0) -> str:
    def px(n: int) -> int:
        return round(n * scale)

    blocks: list[str] = []
    paragraph: list[str] = []
    bullets: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(_inline(" ".join(paragraph)) + "<br>")
            paragraph.clear()
        if bullets:
            # A bullet and a thin indent: the text box has no list layout of its own.
            blocks.append("".join(f"\u2003\u2022 {_inline(b)}<br>" for b in bullets))
            bullets.clear()

    for raw in source.splitlines():
        line = raw.rstrip()
        heading = _HEADING.match(line)
        bullet = _BULLET.match(line)
        if not line.strip():
            flush()
        elif heading:
            flush()
            level = len(heading.group(1))
            blocks.append(f"<font pixel_size={px(HEADING_PX[level])}><b>{_inline(heading.group(2))}</b></font><br>")
        elif bullet:
            if paragraph:
                flush()
            bullets.append(bullet.group(1))
        elif bullets and raw.startswith(("  ", "\t")):
            bullets[-1] += " " + line.strip()  # a wrapped bullet continues on an indented line
        else:
            if bullets:
                flush()
            paragraph.append(line.strip())
    flush()
    # A blank line between blocks, none under a heading: it belongs to what follows it.
    body = "".join(b if i == 0 or blocks[i - 1].endswith("</b></font><br>") else "<br>" + b
                   for i, b in enumerate(blocks))
    return f"<font pixel_size={px(BODY_PX)}>{body}</font>"
