"""Champion (CR 702.72a): "Champion a Goblin" means "When this permanent enters, sacrifice it
unless you exile another Goblin you control" and "When this permanent leaves the battlefield,
return the exiled card to the battlefield under its owner's control." The first is the
keyword's own triggered ability (``sim.text.keyword_triggers.definition``, rendered back as the
keyword); the second, linked to it (702.72b, 607.2k: it returns only the card the first
exiled, ``sim.rules.unless`` recording it, ``sim.rules.linked_exile``), is read here from its
wording and added beside it. A permanent that leaves before its first ability resolves is a
new object by then (400.7): a card exiled then is not returned (the champion rulings)."""

from __future__ import annotations

from collections.abc import Callable

from sim.model.programs import RETURN_LINKED, Triggered
from sim.text.keyword_triggers import CHAMPION

#: the second ability of champion, as its rule words it (CR 702.72a)
RETURN_WORDS = ("When this permanent leaves the battlefield, return the exiled card to the "
                "battlefield under its owner's control.")


def with_return(named: Triggered, read_triggered: Callable[[str, str], Triggered | None],
                card_name: str) -> list[Triggered]:
    """A keyword's triggered ability ``named``, and for champion its linked return beside it
    (CR 702.72a-b)."""
    if not named.keyword.startswith(CHAMPION):
        return [named]
    back = read_triggered(RETURN_WORDS, card_name)
    assert back is not None and back.program is not None and any(
        op.verb == RETURN_LINKED for op in back.program.ops), RETURN_WORDS
    return [named, back]
