"""Keywords and lines of keywords in Oracle text (CR 702): one keyword ability with its
parameter ("protection from black", "rampage 2"), and a line of them separated by commas
("Flying, first strike") told apart from a sentence."""

from __future__ import annotations

from sim.model.abilities import Parsed
from sim.model.errors import UnknownNameError
from sim.text.keyword_names import KEYWORDS, normalize, unknown_name
from sim.text.restriction_unless_text import read_predicate


def read_keyword(text: str) -> Parsed | None:
    """One keyword ability with its parameter, if any: "flying", "protection from black",
    "forestwalk", "snow swampwalk", "nonbasic landwalk", "rampage 2", "banding", "bands with
    other legends" (CR 702.22b); None otherwise."""
    key = normalize(text)
    flag = KEYWORDS.get(key)
    if flag is not None:
        return Parsed(flag)
    parsed = read_predicate(key)
    return parsed if parsed is not None and parsed.params else None


KEYWORD_FORMS = sorted(KEYWORDS) + [
    "protection from <color>", "<land type>walk", "snow <land type>walk", "nonbasic landwalk",
    "rampage N", "bushido N", "bands with other <quality>",
    "protection from <quality> [and from <quality>]", "hexproof from <quality>", "toxic N",
    "afflict N", "annihilator N", "ward {N}"]


def parse_keyword(text: str) -> Parsed:
    """``read_keyword``, or ``UnknownNameError`` listing the keywords the engine runs."""
    keyword = read_keyword(text)
    if keyword is None:
        raise unknown_keyword(text)
    return keyword


def unknown_keyword(text: str) -> UnknownNameError:
    """The error for a word that is not a keyword the engine runs, listing those it does."""
    return unknown_name("keyword", text, KEYWORD_FORMS)


def _join_lists(items: list[str], keywords_only: bool = False
                ) -> list[tuple[str, Parsed | None]] | None:
    """Items split at commas, each with the keyword it reads as (or None), a keyword whose
    quality list has commas put back together ("protection from Vampires, Werewolves, and
    Zombies"): from each item, the longest run of items that reads as one keyword; with
    ``keywords_only``, None at the first item that is no keyword (the rest is not tried)."""
    out: list[tuple[str, Parsed | None]] = []
    i = 0
    while i < len(items):
        for j in range(len(items), i, -1):
            joined = ", ".join(items[i:j])
            keyword = read_keyword(joined)
            if keyword is not None:
                out.append((joined, keyword))
                i = j
                break
        else:
            if keywords_only:
                return None
            out.append((items[i], None))
            i += 1
    return out


def keyword_items(line: str) -> list[tuple[str, Parsed | None]]:
    """The keywords of a line of keywords, separated by commas, or by semicolons once one of
    them has reminder text ("Flying; banding", Mesa Pegasus), each with what it reads as
    (None: a keyword the engine does not know); [] for a line that is not one. A line of
    keywords has no sentence in it: it is all known keywords, or it has no period and every
    item is a few words ("Flying, ward {2}", "Equip {1}", "protection from Demons and from
    Dragons")."""
    sentence = line.endswith((".", ":", '"')) or "—" in line or ":" in line
    items = _join_lists([item.strip() for item in line.rstrip(".").replace(";", ",").split(",")],
                        keywords_only=sentence)
    if items is None:  # a sentence with an item that is no keyword
        return []
    if all(keyword is not None for _, keyword in items):
        return items
    if all(item and len(item.split()) <= 7 and item[0].isalpha() for item, _ in items):
        return items
    return []
