"""The small Markdown subset of the rules references (assets/rules/<game>.md) cut into blocks
the rules screen lays out one by one: the text of each section as the HTML subset pygame_gui's
UITextBox draws (# headings, paragraphs, - bullet lists, **bold** and *italic*), and each
| pipe | table | as a Table, which the text box cannot draw. Anything else stays as plain
text, so a stray symbol never breaks a page."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"(?<![*\w])\*(?!\s)(.+?)(?<!\s)\*(?![*\w])")
_HEADING = re.compile(r"^(#{1,3})\s+(.*)$")
_BULLET = re.compile(r"^\s*[-*+]\s+(.*)$")
_TABLE_RULE = re.compile(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$")

HEADING_PX = {1: 28, 2: 22, 3: 19}
BODY_PX = 17


@dataclass(frozen=True)
class Table:
    """A pipe table's cells as plain text (emphasis marks dropped: a cell is drawn in one face)."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


Block = str | Table  # a section's HTML, or a table


def _inline(text: str) -> str:
    out = html.escape(text, quote=False)
    out = _BOLD.sub(r"<b>\1</b>", out)
    return _ITALIC.sub(r"<i>\1</i>", out)


def _plain(text: str) -> str:
    return _ITALIC.sub(r"\1", _BOLD.sub(r"\1", text))


def _cells(line: str) -> tuple[str, ...]:
    inner = line.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") else inner
    return tuple(_plain(cell.strip()) for cell in inner.split("|"))


def _table(lines: list[str]) -> Table:
    rows = [_cells(line) for line in lines if not _TABLE_RULE.match(line.strip())]
    width = max(len(r) for r in rows)
    rows = [r + ("",) * (width - len(r)) for r in rows]
    return Table(rows[0], tuple(rows[1:]))


def markdown_blocks(source: str, scale: float = 1.0) -> list[Block]:
    """The page as blocks in reading order: an HTML block for every paragraph or list (a
    heading goes with what follows it), so that a screen can lay out only what it shows, and
    a Table for every run of | lines."""

    def px(n: int) -> int:
        return round(n * scale)

    out: list[Block] = []
    parts: list[str] = []  # the current section's HTML pieces
    paragraph: list[str] = []
    bullets: list[str] = []
    table: list[str] = []

    def flush() -> None:
        if paragraph:
            parts.append(_inline(" ".join(paragraph)) + "<br>")
            paragraph.clear()
            end_section()
        if bullets:
            # A bullet and a thin indent: the text box has no list layout of its own.
            parts.append("".join(f"\u2003\u2022 {_inline(b)}<br>" for b in bullets))
            bullets.clear()
            end_section()
        if table:
            end_section()
            out.append(_table(table))
            table.clear()

    def end_section() -> None:
        if parts:
            out.append(f"<font pixel_size={px(BODY_PX)}>{''.join(parts)}</font>")
            parts.clear()

    for raw in source.splitlines():
        line = raw.rstrip()
        heading = _HEADING.match(line)
        bullet = _BULLET.match(line)
        if line.lstrip().startswith("|"):
            if not table:
                flush()
            table.append(line)
        elif not line.strip():
            flush()
        elif heading:
            flush()
            end_section()
            level = len(heading.group(1))
            parts.append(f"<font pixel_size={px(HEADING_PX[level])}><b>{_inline(heading.group(2))}</b></font><br>")
        elif bullet:
            if paragraph or table:
                flush()
            bullets.append(bullet.group(1))
        elif bullets and raw.startswith(("  ", "\t")):
            bullets[-1] += " " + line.strip()  # a wrapped bullet continues on an indented line
        else:
            if bullets or table:
                flush()
            paragraph.append(line.strip())
    flush()
    end_section()
    return out
