"""Small pieces of English grammar that every game's words need: counts with the right plural
and the right indefinite article. One place, so "1 Squires" and "a orange palace" cannot come back."""

from __future__ import annotations


def plural(n: int, word: str, many: str | None = None) -> str:
    """'1 Squire', '2 Squires', '0 Bezants'; `many` for irregular plurals ('Mercenaries')."""
    if n == 1:
        return f"{n} {word}"
    return f"{n} {many if many is not None else word + 's'}"


def with_article(words: str, capital: bool = False) -> str:
    """'an orange palace', 'a grey palace', 'an inhabitant' (by the first letter's sound);
    `capital` for the start of a sentence ('An orange palace')."""
    article = "an" if words[:1].lower() in "aeiou" else "a"
    return f"{article.capitalize() if capital else article} {words}"
